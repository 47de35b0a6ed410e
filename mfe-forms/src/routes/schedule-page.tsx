import { FacilityRequestForm } from '../features/facility-request/facility-request-form';
import { WorkshopFaq } from '../features/workshop-faq/workshop-faq';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';

function SchedulePage() {
  return (
    <FormPage messages={pageMessages.schedule}>
      <FacilityRequestForm />
      <WorkshopFaq />
    </FormPage>
  );
}

/** `/schedule`: the workshop request form and the FAQ on cost, notice and technology (no data to load). */
export function route() {
  return { Component: SchedulePage };
}

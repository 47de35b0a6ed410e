import { data, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { loadStudioDocument } from '@reentry/platform';
import { FacilityRequestForm } from '../features/facility-request/facility-request-form';
import { publicFormAction } from '../shared/form-sending';
import paths from '../route-paths.json';
import { WorkshopFaq } from '../features/workshop-faq/workshop-faq';
import { workshopFaqQueries } from '../features/workshop-faq/workshop-faq.query';
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

/**
 * `/schedule`: the workshop request form and the FAQ on cost, notice and technology (the content studio's
 * published `workshop-faq`, loaded here so it is in the server's HTML; an editor's draft in a preview); the
 * form also works without script (its action). An API that cannot answer now (503) leaves the page up, the
 * FAQ saying it is loading.
 */
export function route(services: RouteServices) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const { headers } = await loadStudioDocument(services, request, workshopFaqQueries(services.api, services.getLocale()));
      return data(null, { headers });
    },
    action: publicFormAction(services, paths.schedule, () => import('../features/facility-request/facility-request.sending').then((form) => form.facilityRequestSending)),
    Component: SchedulePage,
  };
}

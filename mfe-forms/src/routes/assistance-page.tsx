import { AssistanceApplication } from '../features/assistance/assistance-application';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';

function AssistancePage() {
  return (
    <FormPage messages={pageMessages.assistance}>
      <AssistanceApplication />
    </FormPage>
  );
}

/** `/assistance`: the reentry-assistance application and, after sending, the submitted screen. */
export function route() {
  return { Component: AssistancePage };
}

import { AssistanceApplication } from '../features/assistance/assistance-application';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';

/** `/assistance`: the reentry-assistance application and, after sending, the submitted screen. */
export function AssistancePage() {
  return (
    <FormPage messages={pageMessages.assistance}>
      <AssistanceApplication />
    </FormPage>
  );
}

import type { RouteServices } from '@reentry/contracts/remotes';
import { nativePostAction } from '../shared/native-post-action';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';
import { formOnFirstUse } from '@reentry/ui/form-on-first-use';

// The form's code loads on the visitor's first use of the page, not with it (@reentry/ui/form-on-first-use).
const AssistanceApplication = formOnFirstUse(() =>
  import('../features/assistance/assistance-application').then((form) => form.AssistanceApplication),
);

function AssistancePage() {
  return (
    <FormPage messages={pageMessages.assistance}>
      <AssistanceApplication />
    </FormPage>
  );
}

/** `/assistance`: the reentry-assistance application and, after sending, the submitted screen. */
export function route(services: RouteServices) {
  return {
    action: nativePostAction(services, () => import('../features/assistance/assistance.sending').then((form) => form.assistanceSending)),
    Component: AssistancePage,
  };
}

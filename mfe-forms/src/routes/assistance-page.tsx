import type { RouteServices } from '@reentry/contracts/remotes';
import { AssistanceApplication } from '../features/assistance/assistance-application';
import { publicFormAction } from '../shared/form-sending';
import paths from '../route-paths.json';
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
export function route(services: RouteServices) {
  return {
    action: publicFormAction(services, paths.assistance, () => import('../features/assistance/assistance.sending').then((form) => form.assistanceSending)),
    Component: AssistancePage,
  };
}

import type { ActionFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import type { FormSending } from './native-post';

/**
 * A form page's route `action`: on the server, for the page's form posted without script. Its code
 * (and the form's API body) loads only when a form is posted, not with the page.
 */
export function nativePostAction<Values extends Record<string, string | boolean>, Body, Sent>(
  services: RouteServices,
  sending: () => Promise<FormSending<Values, Body, Sent>>,
) {
  return async ({ request }: ActionFunctionArgs) => {
    const [{ answerNativePost }, form] = await Promise.all([import('./answer-native-post'), sending()]);
    return answerNativePost(request, services.api, form);
  };
}

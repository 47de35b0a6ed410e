import type { ActionFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { doneAt, formAction, type FieldValues } from '@reentry/platform/action-form';
import type { ApiClient } from '@reentry/platform';

/**
 * How one public form is sent, the same for the server (a native post) and the browser (the router's
 * post): its fields in order, the API body built from them (a tick posts `on`), the API call, and what
 * the page's address says once it is sent (the assistance reference, say).
 */
export interface FormSending<Body, Sent> {
  fields: readonly string[];
  body(values: FieldValues): Body;
  send(api: ApiClient, body: Body, idempotencyKey: string): Promise<Sent>;
  sentSearch?(sent: Sent): Record<string, string>;
}

/** A ticked checkbox, as a form posts it. */
export const ticked = (value: string | undefined): boolean => value === 'on';

/**
 * A public form page's route `action` (server and browser alike): sends the form through the API as the
 * visitor, then Post/Redirect/Get to `path?done=sent`. The form's code (and its API body) loads only
 * when a form is posted, not with the page.
 */
export function publicFormAction<Body, Sent>(services: RouteServices, path: string, load: () => Promise<FormSending<Body, Sent>>) {
  return async (args: ActionFunctionArgs) => {
    const form = await load();
    return formAction({
      fields: form.fields,
      send: (values, { idempotencyKey }) => form.send(services.api, form.body(values), idempotencyKey),
      done: (sent) => doneAt(path, 'sent', form.sentSearch?.(sent)),
    })(args);
  };
}

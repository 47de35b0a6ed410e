import type { RouteObject } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { doneAt, formAction } from '@reentry/platform/action-form';
import { donorGivingQuery, requestGivingLink } from '../features/manage/donor-giving.query';
import { REQUEST_LINK_FIELDS } from '../features/manage/request-link-form';
import paths from '../route-paths.json';
import { ManagePage } from './manage-page';

/**
 * "Manage my giving": no account; a mailed single-use link opens a short donor session. The loader reads
 * the donor's giving (on the server with the visitor's cookie, so the page arrives with it; a page with a
 * session cookie is never cached). Unreadable: the page offers the link form.
 */
export function manageRoute({ queryClient, api, runAtLoad }: RouteServices): RouteObject {
  return {
    path: paths.manage,
    loader: async () => {
      const giving = await queryClient.ensureQueryData(donorGivingQuery(api)).catch(() => undefined);
      // The donor's own gifts (change, card, stop) need the page's code, like the staff pages: it starts at
      // once, so no press there comes before it. The link form alone is a real form, and waits for a touch.
      if (giving) runAtLoad?.();
      return null;
    },
    // The link form's post, with script or without. The API checks the address and limits how many links
    // an address and a visitor get (it takes no Idempotency-Key here: a second post mails a second link).
    action: formAction({
      fields: REQUEST_LINK_FIELDS,
      send: (values) => requestGivingLink(api, values.email!.trim()),
      done: () => doneAt(paths.manage, 'sent'),
    }),
    element: <ManagePage />,
  };
}

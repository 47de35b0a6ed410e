import type { RouteObject } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { donorGivingQuery } from '../features/manage/donor-giving.query';
import paths from '../route-paths.json';
import { ManagePage } from './manage-page';

/**
 * "Manage my giving": no account; a mailed single-use link opens a short donor session. The loader reads
 * the donor's giving (on the server with the visitor's cookie, so the page arrives with it; a page with a
 * session cookie is never cached). Unreadable: the page offers the link form.
 */
export function manageRoute({ queryClient, api }: RouteServices): RouteObject {
  return {
    path: paths.manage,
    loader: async () => {
      await queryClient.ensureQueryData(donorGivingQuery(api)).catch(() => undefined);
      return null;
    },
    element: <ManagePage />,
  };
}

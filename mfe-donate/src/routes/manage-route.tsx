import type { RouteObject } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import paths from '../route-paths.json';
import { ManagePage } from './manage-page';

/** "Manage my giving": no account; a mailed single-use link opens a short donor session. */
export function manageRoute(_services: RouteServices): RouteObject {
  return { path: paths.manage, element: <ManagePage /> };
}

import Router from '@koa/router';
import { isLocale } from '@reentry/contracts/locale';
import { kioskLinkRequestSchema } from '@reentry/contracts/kiosk';
import type { Knex } from 'knex';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { parseBody } from '../../validation.js';
import { writeAudit } from '../audit/audit.service.js';
import { setKioskCookie } from './kiosk-device.js';
import type { KioskTokens } from './kiosk-token.js';

export const KIOSK_PAGE = '/kiosk';

/** Where the device goes after the link did its work: the kiosk page, which shows the device's mode now. */
function statusPage(query: Record<string, unknown>, result?: 'invalid'): string {
  const params = new URLSearchParams();
  if (typeof query.lang === 'string' && isLocale(query.lang)) params.set('lang', query.lang);
  if (result) params.set('link', result);
  const search = params.toString();
  return search ? `${KIOSK_PAGE}?${search}` : KIOSK_PAGE;
}

/**
 * `/kiosk?facility=<token>` turns kiosk mode on for this device (a long-lived cookie), `/kiosk?end=1` turns
 * it off; then the browser is sent to `/kiosk`, rendered like any page, which says what the device is now.
 * A link that does not verify changes nothing and says so. Without those parameters the page is rendered.
 */
export function kioskRoutes({ tokens, secureCookies }: { tokens: KioskTokens; secureCookies: boolean }): Router {
  const router = new Router();
  router.get(KIOSK_PAGE, async (ctx, next) => {
    const { facility, end } = ctx.query;
    if (facility === undefined && end === undefined) return next();
    ctx.set('Cache-Control', 'no-store');
    if (secureCookies) ctx.cookies.secure = true;
    let result: 'invalid' | undefined;
    if (end !== undefined) {
      setKioskCookie(ctx, null, secureCookies);
    } else if (tokens.verify(facility) !== null) {
      setKioskCookie(ctx, facility as string, secureCookies);
    } else {
      result = 'invalid';
    }
    ctx.status = 303;
    ctx.redirect(statusPage(ctx.query, result));
    ctx.status = 303;
  });
  return router;
}

export interface KioskAdminDeps extends AccessDeps {
  knex: Knex;
  tokens: KioskTokens;
  publicUrl: string;
}

/** Admins make a facility's kiosk link (written to the audit log); the dashboard shows it to copy. */
export function kioskAdminRoutes(deps: KioskAdminDeps): Router {
  const router = new Router({ prefix: '/api/admin/kiosk-links' });
  router.post('/', requireRole(deps, 'admin'), async (ctx) => {
    const { facilityName } = parseBody(kioskLinkRequestSchema, ctx);
    const path = `${KIOSK_PAGE}?facility=${deps.tokens.sign(facilityName)}`;
    await deps.knex.transaction((trx) =>
      writeAudit(trx, { actor: authorizedUser(ctx), action: 'kiosk_link.created', targetType: 'kiosk_link', targetId: facilityName, detail: { facilityName } }),
    );
    ctx.body = { facilityName, path, url: new URL(path, deps.publicUrl).toString() };
  });
  return router;
}

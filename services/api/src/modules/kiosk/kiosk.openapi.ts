import { z } from 'zod';
import { kioskLinkRequestSchema, kioskLinkSchema } from '@reentry/contracts/kiosk';
import { defineRoutes } from '../../openapi/route-doc.js';

export const kioskApiDocs = defineRoutes([
  {
    method: 'get', path: '/kiosk', access: 'anyone', tag: 'Kiosk mode', summary: 'Turn kiosk mode on or off for this device, from a link',
    description:
      'With `facility=<token>` (a link from POST /api/admin/kiosk-links) sets the HttpOnly device cookie `reentry.kiosk`; with `end=1` deletes it. Either way answers 303 to `/kiosk` (with `link=invalid` when the token does not verify, and nothing changed), a page that says what the device is now. Without these parameters `/kiosk` is that page. A link is opened by a browser, so a parameter it cannot use is ignored (an unknown `lang`) or reported on the page (`link=invalid`), never answered with 400.',
    query: z.object({ facility: z.string().optional(), end: z.string().optional(), lang: z.enum(['en', 'es']).optional() }),
    page: true,
    responses: {
      200: { description: 'Without `facility` or `end`: the kiosk page (server-rendered HTML), saying whether this device is a kiosk.', schema: z.string(), contentType: 'text/html' },
      303: { description: 'To the kiosk page, after turning kiosk mode on or off.' },
    },
  },
  {
    method: 'post', path: '/api/admin/kiosk-links', access: 'admin', tag: 'Kiosk mode', summary: "A facility's kiosk link (audited)",
    description: 'The same facility name always gives the same link; it is signed with a key derived from SESSION_SECRET.',
    body: kioskLinkRequestSchema,
    responses: { 200: { description: 'The link to open on each of the facility\'s tablets.', schema: kioskLinkSchema } },
  },
]);

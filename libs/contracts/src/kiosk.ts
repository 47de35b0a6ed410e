import { z } from './zod.js';
import { KIOSK, kioskValidationMessages as m } from './kiosk-rules.js';
import { text } from './text.js';

/** `POST /api/admin/kiosk-links`: the facility whose shared tablets the link is for. */
export const kioskLinkRequestSchema = z.object({
  facilityName: text({ error: m.facilityNameRequired.id })
    .transform((value) => value.normalize('NFKC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(KIOSK.facilityNameMin, { error: m.facilityNameRequired.id }).max(KIOSK.facilityNameMax, { error: m.facilityNameTooLong.id })),
});
export type KioskLinkRequest = z.infer<typeof kioskLinkRequestSchema>;

/** The link an admin copies and opens on each of the facility's tablets. The same name always gives the same link. */
export const kioskLinkSchema = z.object({
  facilityName: z.string(),
  /** `/kiosk?facility=<token>` */
  path: z.string(),
  /** The same, on the site's public address. */
  url: z.string(),
});
export type KioskLink = z.infer<typeof kioskLinkSchema>;

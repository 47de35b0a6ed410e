// Kiosk mode (issue 22): a facility's shared tablet. No zod here: the shell reads this on first load.
import { defineMessages } from './messages.js';

export const KIOSK = {
  /** The device cookie that turns kiosk mode on (set from an admin's link at `/kiosk?facility=...`). */
  cookie: 'reentry.kiosk',
  /** How long a learner may leave the tablet before they are signed out (browser and server alike). */
  idleMs: 5 * 60 * 1000,
  /** The warning before that, which a tap dismisses. */
  warningMs: 60 * 1000,
  /** While a signed-in learner is active, the browser tells the API at most this often (the server's idle clock). */
  keepAliveMs: 20 * 1000,
  facilityNameMin: 2,
  facilityNameMax: 80,
} as const;

/**
 * A window event a page raises for activity the browser cannot see as input: reading aloud keeps a learner
 * busy without a tap, and a shared tablet's idle sign-out must not cut them off mid-lesson.
 */
export const ACTIVITY_EVENT = 'reentry:activity';

/** The page's view of the device: kiosk mode is on, for this facility (null when the link could not be read back). */
export interface KioskDevice {
  facilityName: string | null;
}

export const kioskValidationMessages = defineMessages({
  facilityNameRequired: {
    id: 'contracts.kiosk.facilityNameRequired',
    defaultMessage: 'Enter the facility name (at least 2 letters).',
    description: 'Admin kiosk link form: the facility name is missing or too short',
  },
  facilityNameTooLong: {
    id: 'contracts.kiosk.facilityNameTooLong',
    defaultMessage: 'The facility name must be 80 characters or fewer.',
    description: 'Admin kiosk link form: the facility name is too long',
  },
});

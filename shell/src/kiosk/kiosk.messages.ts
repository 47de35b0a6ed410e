import { defineMessage, defineMessages } from 'react-intl';

/** The kiosk page: what this device is set up as, and how to change it (for facility staff). */
export const kioskPageMessages = {
  on: defineMessages({
    title: { id: 'shell.kiosk.onTitle', defaultMessage: 'Shared tablet mode is on', description: 'Kiosk page heading when this device is in kiosk mode' },
    intro: {
      id: 'shell.kiosk.onIntro',
      defaultMessage: 'This device is set up for many learners to share, one after another.',
      description: 'Kiosk page, first sentence when kiosk mode is on',
    },
  }),
  off: defineMessages({
    title: { id: 'shell.kiosk.offTitle', defaultMessage: 'Shared tablet mode is off', description: 'Kiosk page heading when this device is not in kiosk mode' },
    intro: {
      id: 'shell.kiosk.offIntro',
      defaultMessage: 'This device works like any phone or computer: a learner can stay signed in.',
      description: 'Kiosk page, first sentence when kiosk mode is off',
    },
  }),
  ...defineMessages({
    invalidLink: {
      id: 'shell.kiosk.invalidLink',
      defaultMessage: 'This shared tablet link does not work, so nothing changed. Part of it may be missing. Ask the site’s admin for the link again and open all of it.',
      description: 'Kiosk page after opening a kiosk link that does not verify (typo, cut off)',
    },
    whatChanges: { id: 'shell.kiosk.whatChanges', defaultMessage: 'On this device:', description: 'Kiosk page: before the list of what kiosk mode changes' },
    noRemember: { id: 'shell.kiosk.noRemember', defaultMessage: 'Learners cannot choose “Keep me signed in”.', description: 'Kiosk page: what kiosk mode changes (1)' },
    idle: {
      id: 'shell.kiosk.idle',
      defaultMessage: 'After 5 minutes without use, the learner is signed out. A warning shows 1 minute before; a tap keeps them signed in.',
      description: 'Kiosk page: what kiosk mode changes (2)',
    },
    clears: {
      id: 'shell.kiosk.clears',
      defaultMessage: 'Signing out clears what the learner typed and opened, so the next person sees none of it.',
      description: 'Kiosk page: what kiosk mode changes (3)',
    },
    start: { id: 'shell.kiosk.start', defaultMessage: 'The home page shows a big Start button.', description: 'Kiosk page: what kiosk mode changes (4)' },
    goToStart: { id: 'shell.kiosk.goToStart', defaultMessage: 'Go to the start page', description: 'Kiosk page link to the home page' },
    turnOff: { id: 'shell.kiosk.turnOff', defaultMessage: 'Turn off shared tablet mode on this device', description: 'Kiosk page link (for staff) that ends kiosk mode' },
    howToTurnOn: {
      id: 'shell.kiosk.howToTurnOn',
      defaultMessage: 'To set up a facility’s shared tablet, an admin copies its link from the admin dashboard (Kiosk links tab). Open that link on the tablet.',
      description: 'Kiosk page when kiosk mode is off: how to turn it on',
    },
  }),
};

export const facilityMessage = defineMessage<{ facility: string }>({
  id: 'shell.kiosk.facility',
  defaultMessage: 'Facility: {facility}',
  description: 'Kiosk page and footer: the facility this shared tablet is set up for',
});

/** The warning before a shared tablet signs out by itself. */
export const idleWarningMessages = defineMessages({
  title: { id: 'shell.kiosk.warningTitle', defaultMessage: 'Are you still here?', description: 'Heading of the idle warning on a shared tablet' },
  stay: { id: 'shell.kiosk.warningStay', defaultMessage: 'I am still here', description: 'Button that dismisses the idle warning (any tap does too)' },
});

export const idleCountdownMessage = defineMessage<{ seconds: number }>({
  id: 'shell.kiosk.warningText',
  defaultMessage: 'No one has used this tablet for a while. In {seconds, plural, one {# second} other {# seconds}} it will sign out and clear everything for the next person. Tap anywhere to stay.',
  description: 'Idle warning text on a shared tablet, with the seconds left',
});

/** What the home page says after a learner's turn ended (the idle sign-out, or Log out). */
export const tabletResetMessages = {
  'kiosk-signed-out': defineMessages({
    title: { id: 'shell.kiosk.signedOutTitle', defaultMessage: 'Signed out', description: 'Toast title on a shared tablet (kiosk mode) after a learner signs out' },
    description: {
      id: 'shell.kiosk.signedOutBody',
      defaultMessage: 'Nothing of yours is left on this tablet. The next person can start now.',
      description: 'Toast text on a shared tablet after signing out: everything of theirs was cleared',
    },
  }),
  'kiosk-idle': defineMessages({
    title: { id: 'shell.kiosk.idleTitle', defaultMessage: 'This tablet was cleared', description: 'Toast title on a shared tablet after 5 minutes without use sent it back to the start' },
    description: {
      id: 'shell.kiosk.idleBody',
      defaultMessage: 'No one used it for 5 minutes, so we signed out and went back to the start for the next person.',
      description: 'Toast text on a shared tablet after the idle sign-out',
    },
  }),
};

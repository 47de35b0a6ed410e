import { defineMessage, defineMessages } from 'react-intl';

export const kioskLinkMessages = defineMessages({
  intro: {
    id: 'admin.kioskLinks.intro',
    defaultMessage:
      'A kiosk link sets up a facility’s shared tablets. Open it once on each tablet: “Keep me signed in” goes away, learners are signed out after 5 minutes without use, and signing out clears what they typed and opened. The same facility name always gives the same link.',
    description: 'Kiosk links tab: what a kiosk link is for',
  },
  requiredNote: { id: 'admin.kioskLinks.requiredNote', defaultMessage: 'The facility name is required.', description: 'Sentence at the top of the kiosk link form' },
  facilityLabel: { id: 'admin.kioskLinks.facilityLabel', defaultMessage: 'Facility name', description: 'Label of the facility name field' },
  facilityHint: {
    id: 'admin.kioskLinks.facilityHint',
    defaultMessage: 'As the tablets should show it, for example Maple Halfway House. 2 to 80 characters.',
    description: 'Hint under the facility name field',
  },
  facilityRequired: { id: 'admin.kioskLinks.facilityRequired', defaultMessage: 'Enter the facility name (at least 2 letters).', description: 'Error: no facility name' },
  make: { id: 'admin.kioskLinks.make', defaultMessage: 'Make kiosk link', description: 'Button that makes the link' },
  making: { id: 'admin.kioskLinks.making', defaultMessage: 'Making the link…', description: 'Button while the link is being made' },
  linkLabel: { id: 'admin.kioskLinks.linkLabel', defaultMessage: 'Kiosk link', description: 'Label of the read-only field with the link' },
  copy: { id: 'admin.kioskLinks.copy', defaultMessage: 'Copy link', description: 'Button that copies the kiosk link' },
  copiedTitle: { id: 'admin.kioskLinks.copiedTitle', defaultMessage: 'Link copied', description: 'Toast title after copying' },
  copyFailedTitle: { id: 'admin.kioskLinks.copyFailedTitle', defaultMessage: 'Could not copy', description: 'Toast title when the clipboard is not available' },
  copyFailedBody: { id: 'admin.kioskLinks.copyFailedBody', defaultMessage: 'Select the link and copy it yourself.', description: 'Toast text when the clipboard is not available' },
  turnOff: {
    id: 'admin.kioskLinks.turnOff',
    defaultMessage: 'To turn kiosk mode off on a tablet, open the Shared tablet link at the bottom of any page there and choose to turn it off.',
    description: 'Kiosk links tab: how staff turn kiosk mode off',
  },
});

export const linkForMessage = defineMessage<{ facility: string }>({
  id: 'admin.kioskLinks.linkFor',
  defaultMessage: 'Kiosk link for {facility}',
  description: 'Heading above the link that was made',
});

export const copiedBodyMessage = defineMessage<{ facility: string }>({
  id: 'admin.kioskLinks.copiedBody',
  defaultMessage: 'Open it on each of {facility}’s tablets.',
  description: 'Toast text after copying the kiosk link',
});

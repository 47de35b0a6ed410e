import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  caption: { id: 'admin.contact.caption', defaultMessage: 'Messages sent through the contact form', description: 'Table caption' },
  empty: { id: 'admin.contact.empty', defaultMessage: 'No contact messages found.', description: 'Spec empty message of the contact messages tab' },
  name: { id: 'admin.contact.name', defaultMessage: 'Name', description: 'Column: sender name' },
  subject: { id: 'admin.contact.subject', defaultMessage: 'Subject', description: 'Column and filter: subject' },
  message: { id: 'admin.contact.message', defaultMessage: 'Message', description: 'Column: the message' },
  general: { id: 'admin.contact.subject.general', defaultMessage: 'General question', description: 'Contact subject' },
  facility: { id: 'admin.contact.subject.facility', defaultMessage: 'Facility partnership', description: 'Contact subject' },
  volunteer: { id: 'admin.contact.subject.volunteer', defaultMessage: 'Volunteering', description: 'Contact subject' },
  donation: { id: 'admin.contact.subject.donation', defaultMessage: 'Donations', description: 'Contact subject' },
  media: { id: 'admin.contact.subject.media', defaultMessage: 'Media', description: 'Contact subject' },
  other: { id: 'admin.contact.subject.other', defaultMessage: 'Other', description: 'Contact subject' },
});

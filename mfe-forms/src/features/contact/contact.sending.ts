import type { ContactMessageInput } from '@reentry/contracts/contact-messages';
import type { FormSending } from '../../shared/native-post';
import { submitContactMessage } from './submit-contact-message';

const empty = { name: '', email: '', subject: '', message: '', website: '' };
export type ContactValues = typeof empty;

/** The contact message as the form keeps it and as the API takes it. */
export const contactSending: FormSending<ContactValues, ContactMessageInput, unknown> = {
  empty,
  body: (values) => values as ContactMessageInput,
  send: submitContactMessage,
};

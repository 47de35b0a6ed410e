import type { ContactMessageInput } from '@reentry/contracts/contact-messages';
import { HONEYPOT_FIELD } from '@reentry/contracts/forms-rules';
import type { FormSending } from '../../shared/form-sending';
import { submitContactMessage } from './submit-contact-message';
import { contactFields } from './contact.validation';

/** The contact message as the form posts it and as the API takes it. */
export const contactSending: FormSending<ContactMessageInput, unknown> = {
  fields: [...contactFields, HONEYPOT_FIELD],
  body: (values) => values as unknown as ContactMessageInput,
  send: submitContactMessage,
};

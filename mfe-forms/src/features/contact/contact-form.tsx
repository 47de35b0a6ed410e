import { FormikSelect, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { PublicForm } from '../../shared/public-form';
import { contactMessages as m } from './contact.messages';
import { contactFields, contactValidation } from './contact.validation';
import { contactSending, type ContactValues } from './contact.sending';
import { useSubmitContactMessage } from './submit-contact-message';

type Values = ContactValues;
const { empty } = contactSending;

const subjectOptions = [
  { value: 'general', label: m.subjectGeneral },
  { value: 'facility', label: m.subjectFacility },
  { value: 'volunteer', label: m.subjectVolunteer },
  { value: 'donation', label: m.subjectDonation },
  { value: 'media', label: m.subjectMedia },
  { value: 'other', label: m.subjectOther },
];

/**
 * The contact form (spec sections 3, 5, 8). Resets on success; keeps what was typed on failure.
 * `subject` pre-selects a subject (a link such as /donate's "Contact us" names one).
 */
export function ContactForm({ subject = '' }: { subject?: string }) {
  const submit = useSubmitContactMessage();
  const send = (values: Values, idempotencyKey: string) => submit.mutateAsync({ message: contactSending.body(values), idempotencyKey });
  return (
    <PublicForm id="contact-form-heading" messages={m} initialValues={subject ? { ...empty, subject } : empty} fields={contactFields} validate={contactValidation} send={send}>
      <FormikTextField name="name" label={m.name} autoComplete="name" />
      <FormikTextField name="email" label={m.email} type="email" autoComplete="email" inputMode="email" />
      <FormikSelect name="subject" label={m.subject} placeholder={m.chooseSubject} options={subjectOptions} />
      <FormikTextArea name="message" label={m.message} hint={m.messageHint} />
    </PublicForm>
  );
}

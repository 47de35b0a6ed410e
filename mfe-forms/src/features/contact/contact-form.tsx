import { FormSelect, FormTextArea, FormTextField } from '../../shared/form-fields';
import { PublicForm } from '../../shared/public-form';
import { contactMessages as m } from './contact.messages';
import { contactFields, contactValidation } from './contact.validation';

const subjectOptions = [
  { value: 'general', label: m.subjectGeneral },
  { value: 'facility', label: m.subjectFacility },
  { value: 'volunteer', label: m.subjectVolunteer },
  { value: 'donation', label: m.subjectDonation },
  { value: 'media', label: m.subjectMedia },
  { value: 'other', label: m.subjectOther },
];

/**
 * The contact form (spec sections 3, 5, 8). Empty again once sent; keeps what was typed otherwise.
 * `subject` pre-selects a subject (a link such as /donate's "Contact us" names one).
 */
export function ContactForm({ subject = '' }: { subject?: string }) {
  return (
    <PublicForm id="contact-form-heading" messages={m} initialValues={subject ? { subject } : undefined} fields={contactFields} validate={contactValidation}>
      <FormTextField name="name" label={m.name} autoComplete="name" />
      <FormTextField name="email" label={m.email} type="email" autoComplete="email" inputMode="email" />
      <FormSelect name="subject" label={m.subject} placeholder={m.chooseSubject} options={subjectOptions} />
      <FormTextArea name="message" label={m.message} hint={m.messageHint} />
    </PublicForm>
  );
}

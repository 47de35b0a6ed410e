import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContactMessageInput } from '@reentry/contracts/contact-messages';
import { ScriptRequiredNotice, useIdempotencyKey, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { ErrorSummary } from '../../shared/error-summary';
import { FocusFirstError } from '../../shared/focus-first-error';
import { formMessages } from '../../shared/form.messages';
import { FormikSelect, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { HoneypotField } from '../../shared/honeypot-field';
import { failureDescription, serverFieldErrors } from '../../shared/submit-failure';
import { contactMessages as m } from './contact.messages';
import { contactFields, contactValidation } from './contact.validation';
import { useSubmitContactMessage } from './submit-contact-message';

const empty = { name: '', email: '', subject: '', message: '', website: '' };
type Values = typeof empty;

const subjectOptions = [
  { value: 'general', label: m.subjectGeneral },
  { value: 'facility', label: m.subjectFacility },
  { value: 'volunteer', label: m.subjectVolunteer },
  { value: 'donation', label: m.subjectDonation },
  { value: 'media', label: m.subjectMedia },
  { value: 'other', label: m.subjectOther },
];

/** The contact form (spec sections 3, 5, 8). Resets on success; keeps what was typed on failure. */
export function ContactForm() {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const submit = useSubmitContactMessage();
  const idempotency = useIdempotencyKey();

  async function send(values: Values, helpers: FormikHelpers<Values>) {
    const message = values as ContactMessageInput;
    try {
      await submit.mutateAsync({ message, idempotencyKey: idempotency.keyFor(message) });
      idempotency.done();
      toast({ title: intl.formatMessage(m.okTitle), description: intl.formatMessage(m.okBody), variant: 'success' });
      helpers.resetForm();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) helpers.setErrors(fields);
      toast({ title: intl.formatMessage(m.failTitle), description: failureDescription(error, intl.formatMessage(m.failBody)), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="form__required-note">
        <FormattedMessage {...formMessages.requiredNote} />
      </p>
      <Formik initialValues={empty} validate={contactValidation} onSubmit={send}>
        {(formik) => (
          <Form ref={formRef} noValidate method="post" className="form">
            <ScriptRequiredNotice />
            <AdoptTypedValues form={formRef} formik={formik} />
            <FocusFirstError fields={contactFields} />
            <ErrorSummary fields={contactFields} />
            <FormikTextField name="name" label={m.name} autoComplete="name" />
            <FormikTextField name="email" label={m.email} type="email" autoComplete="email" inputMode="email" />
            <FormikSelect name="subject" label={m.subject} placeholder={m.chooseSubject} options={subjectOptions} />
            <FormikTextArea name="message" label={m.message} hint={m.messageHint} />
            <HoneypotField />
            <SubmitButton busy={formik.isSubmitting}>
              <FormattedMessage {...(formik.isSubmitting ? m.sending : m.submit)} />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}

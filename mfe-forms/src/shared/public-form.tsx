import { useRef, type ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ScriptRequiredNotice, useIdempotencyKey, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { ErrorSummary } from './error-summary';
import { FocusFirstError } from './focus-first-error';
import { formMessages } from './form.messages';
import { HoneypotField } from './honeypot-field';
import { failureDescription, serverFieldErrors } from './submit-failure';

/** The words a public form says around its fields: the spec's toasts and the send button's two states. */
export interface PublicFormMessages {
  heading: MessageDescriptor;
  submit: MessageDescriptor;
  sending: MessageDescriptor;
  okTitle: MessageDescriptor;
  okBody: MessageDescriptor;
  failTitle: MessageDescriptor;
  failBody: MessageDescriptor;
}

export interface PublicFormProps<Values extends object, Sent> {
  /** The heading's id (the section is named by it). */
  id: string;
  messages: PublicFormMessages;
  /** Said before the required note (the story form: who reads it first). */
  note?: MessageDescriptor;
  initialValues: Values;
  /** The fields in the order they appear: the summary counts them, focus goes to the first to fix. */
  fields: readonly string[];
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** Sends the values with this Idempotency-Key (the same one while the same values are sent again). */
  send: (values: Values, idempotencyKey: string) => Promise<Sent>;
  /** After the success toast; without it the form is emptied. */
  onSent?: (sent: Sent) => void;
  /** `off` on the forms people fill in on a facility's shared computer. */
  autoComplete?: 'off';
  /** The fields, between the error summary and the anti-spam field. */
  children: ReactNode;
}

/**
 * The one frame of the site's public forms (workshop request, assistance, contact, story): heading,
 * required note, the Formik form the server renders as a real `<form method="post">`, what was typed
 * before the code came (AdoptTypedValues), error summary and first-error focus, the anti-spam field,
 * Send, and sending with an Idempotency-Key, its toasts and the server's field errors. Fields are
 * checked on send, then on every change, never on leaving them (shownFieldError: issue 30), so nothing
 * moves under a pointer that is pressing Send.
 */
export function PublicForm<Values extends object, Sent>(props: PublicFormProps<Values, Sent>) {
  const { id, messages: m, note, initialValues, fields, validate, autoComplete, children } = props;
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const idempotency = useIdempotencyKey();

  async function send(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const sent = await props.send(values, idempotency.keyFor(values));
      idempotency.done();
      toast({ title: intl.formatMessage(m.okTitle), description: intl.formatMessage(m.okBody), variant: 'success' });
      if (props.onSent) props.onSent(sent);
      else helpers.resetForm();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) helpers.setErrors(fieldErrors as FormikErrors<Values>);
      toast({ title: intl.formatMessage(m.failTitle), description: failureDescription(error, intl.formatMessage(m.failBody)), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="form__required-note">
        {note && (
          <>
            <FormattedMessage {...note} />{' '}
          </>
        )}
        <FormattedMessage {...formMessages.requiredNote} />
      </p>
      <Formik initialValues={initialValues} validate={validate} validateOnBlur={false} onSubmit={send}>
        {(formik) => (
          <Form ref={formRef} noValidate method="post" className="form" autoComplete={autoComplete}>
            <ScriptRequiredNotice />
            <AdoptTypedValues form={formRef} formik={formik} />
            <FocusFirstError fields={fields} />
            <ErrorSummary fields={fields} />
            {children}
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

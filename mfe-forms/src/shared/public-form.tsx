import { useRef, type ReactNode } from 'react';
import { Form, Formik, FormikProvider, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useIdempotencyKey, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { ErrorSummary } from './error-summary';
import { FocusFirstError } from './focus-first-error';
import { formMessages } from './form.messages';
import { HoneypotField } from './honeypot-field';
import { FirstMistakeContext, useNativePostResult, type NativePostResult } from './native-post';
import { NativePostPanel } from './native-post-panel';
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
 * moves under a pointer that is pressing Send. It works without script too: Send is never disabled, the
 * server's action sends a natively posted form (answer-native-post.ts), and the page it renders starts
 * from that answer: what was typed with the messages and the summary, a failure, or "sent".
 */
export function PublicForm<Values extends object, Sent>(props: PublicFormProps<Values, Sent>) {
  const { id, messages: m, note, initialValues, fields, validate, autoComplete, children } = props;
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const idempotency = useIdempotencyKey();
  const posted = useNativePostResult();
  const start = startingState(posted, initialValues, fields);

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
      <Formik
        initialValues={start.values}
        initialErrors={start.errors}
        initialTouched={start.touched}
        validate={validate}
        validateOnBlur={false}
        onSubmit={send}
      >
        {(formik) => (
          // A form the server answered with mistakes counts as sent once: its messages and summary show.
          <FormikProvider value={{ ...formik, submitCount: formik.submitCount + start.sends }}>
            <FirstMistakeContext.Provider value={posted?.outcome === 'invalid' && formik.submitCount === 0 ? (fields.find((name) => posted.errors[name]) ?? null) : null}>
            <Form ref={formRef} noValidate method="post" className="form" autoComplete={autoComplete}>
              {posted && formik.submitCount === 0 && !(posted.outcome === 'sent' && props.onSent) && <NativePostPanel result={posted} messages={m} />}
              <AdoptTypedValues form={formRef} formik={formik} />
              <FocusFirstError fields={fields} />
              <ErrorSummary fields={fields} />
              {children}
              <HoneypotField />
              <SubmitButton busy={formik.isSubmitting} worksWithoutScript>
                <FormattedMessage {...(formik.isSubmitting ? m.sending : m.submit)} />
              </SubmitButton>
            </Form>
            </FirstMistakeContext.Provider>
          </FormikProvider>
        )}
      </Formik>
    </section>
  );
}

/**
 * Where the form starts: empty, or (after a post without script that was not sent) what was typed,
 * with the API's field errors on touched fields and one send counted.
 */
function startingState<Values extends object>(posted: NativePostResult | null, empty: Values, fields: readonly string[]) {
  if (!posted || posted.outcome === 'sent') return { values: empty, errors: undefined, touched: undefined, sends: 0 };
  const values = { ...empty };
  for (const name of Object.keys(empty)) {
    if (name in posted.values) (values as Record<string, unknown>)[name] = posted.values[name];
  }
  if (posted.outcome === 'failed') return { values, errors: undefined, touched: undefined, sends: 0 };
  const touched = Object.fromEntries(fields.map((name) => [name, true])) as FormikTouched<Values>;
  return { values, errors: posted.errors as FormikErrors<Values>, touched, sends: 1 };
}

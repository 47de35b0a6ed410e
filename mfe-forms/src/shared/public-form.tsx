import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { formValidationMessages } from '@reentry/contracts/forms-rules';
import { ActionForm, type FieldValues } from '@reentry/platform/action-form';
import { formMessages } from './form.messages';
import { HoneypotField } from './honeypot-field';

/** The words a public form says around its fields: its heading, the send button's two states, sent and not sent. */
export interface PublicFormMessages {
  heading: MessageDescriptor;
  submit: MessageDescriptor;
  sending: MessageDescriptor;
  okTitle: MessageDescriptor;
  okBody: MessageDescriptor;
  failTitle: MessageDescriptor;
  failBody: MessageDescriptor;
}

/** The contracts' message ids a check gives, in words. */
const errorMessages = Object.fromEntries(Object.values(formValidationMessages).map((descriptor) => [descriptor.id, descriptor]));

export interface PublicFormProps {
  /** The heading's id (the section is named by it). */
  id: string;
  messages: PublicFormMessages;
  /** Said before the required note (the story form: who reads it first). */
  note?: MessageDescriptor;
  initialValues?: FieldValues;
  /** The fields in the order they appear: the summary counts them, focus goes to the first to fix. */
  fields: readonly string[];
  validate: (values: FieldValues) => Promise<Record<string, string>>;
  /** False where the sent screen replaces the form (the assistance application says so itself). */
  saysSent?: boolean;
  /** `off` on the forms people fill in on a facility's shared computer. */
  autoComplete?: 'off';
  /** The fields, between the error summary and the anti-spam field. */
  children: ReactNode;
}

/**
 * The frame of the site's public forms (workshop request, assistance, contact, story) on the site's one
 * form frame (`ActionForm`): heading, required note, the fields, the anti-spam field and Send. The page's
 * route action (`publicFormAction`) sends it, for a post with script or without, and redirects to
 * `?done=sent`, where the form says it was sent.
 */
export function PublicForm({ id, messages: m, note, initialValues, fields, validate, saysSent = true, autoComplete, children }: PublicFormProps) {
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
      <ActionForm
        fields={fields}
        initial={initialValues}
        validate={validate}
        errorMessages={errorMessages}
        submit={m.submit}
        sending={m.sending}
        failed={{ title: m.failTitle, body: m.failBody }}
        done={saysSent ? { outcome: 'sent', title: m.okTitle, body: m.okBody } : undefined}
        autoComplete={autoComplete}
      >
        {children}
        <HoneypotField />
      </ActionForm>
    </section>
  );
}

import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { CheckboxField, TextField, type TextFieldProps } from '@reentry/ui';
import type { FormAnswer } from './action-answer';
import { accountMessages as m } from './account.messages';
import { useMistakeText, type Mistake } from './mistake-text';

/** What a form's fields show: what was typed before (the answer's values), the mistakes and the first one. */
export interface ShownForm {
  answer?: FormAnswer<unknown>;
  mistakes: Record<string, Mistake>;
  firstMistake: string | null;
}

type FieldProps = Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'name' | 'defaultValue'> & {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  shown: ShownForm;
  /** What the field starts with when nothing was posted (a class code from a teacher's link). */
  initial?: string;
};

/**
 * A text field of a form the route's action answers: uncontrolled (`defaultValue`: what was typed and
 * sent, never a password), its mistake under the label, and `autoFocus` when it is the first mistake, so
 * the server's HTML puts focus there as the page loads. Account form fields are required unless marked.
 */
export function ActionTextField({ name, label, hint, shown, initial = '', required = true, ...input }: FieldProps) {
  const intl = useIntl();
  const mistakeText = useMistakeText();
  const sent = (shown.answer?.values as Record<string, unknown> | undefined)?.[name];
  return (
    <TextField
      {...input}
      name={name}
      defaultValue={input.type === 'password' ? undefined : typeof sent === 'string' ? sent : initial}
      label={intl.formatMessage(label)}
      hint={hint && intl.formatMessage(hint)}
      error={mistakeText(shown.mistakes[name])}
      autoFocus={shown.firstMistake === name || undefined}
      aria-required={required || undefined}
    />
  );
}

/** A checkbox of such a form, ticked as it was sent. */
export function ActionCheckbox({ name, label, hint, shown }: { name: string; label: MessageDescriptor; hint?: MessageDescriptor; shown: ShownForm }) {
  const intl = useIntl();
  const sent = (shown.answer?.values as Record<string, unknown> | undefined)?.[name];
  return <CheckboxField name={name} label={intl.formatMessage(label)} hint={hint && intl.formatMessage(hint)} defaultChecked={sent === true} />;
}

/**
 * The top of such a form: the required note, and the whole-form message (the API's words, or the page's own
 * text when it gave none), which takes focus when it is the first mistake, so screen readers read it first.
 */
export function ActionFormHead({ shown, requiredNote = m.requiredNote, fallbacks }: { shown: ShownForm; requiredNote?: MessageDescriptor; fallbacks?: Partial<Record<NonNullable<FormAnswer<unknown>['fallback']>, MessageDescriptor>> }) {
  const intl = useIntl();
  const answer = shown.answer;
  const fallback: MessageDescriptor | undefined = answer?.fallback ? (fallbacks?.[answer.fallback] ?? m.tryAgain) : undefined;
  const message = answer?.message ?? (fallback ? intl.formatMessage(fallback) : null);
  return (
    <>
      <p className="form__required-note">
        <FormattedMessage {...requiredNote} />
      </p>
      {message && (
        <div className="form__error" tabIndex={-1} autoFocus={shown.firstMistake === 'form' || undefined}>
          {message}
        </div>
      )}
    </>
  );
}

import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ActionForm, type ActionFormProps, type FieldValues } from '@reentry/platform/action-form';
import { accountMessages as m } from './account.messages';

/** A Formik-style check (`accountValidation.*`): mistakes by field, as message ids. */
type Check = (values: FieldValues) => Promise<object>;

/** The check's mistakes in words, the contracts' texts loaded with it (a few KiB the page need not carry). */
function inWords(check: Check, intl: IntlShape) {
  return async (values: FieldValues): Promise<Record<string, string>> => {
    const [mistakes, { accountErrorMessages }] = await Promise.all([check(values) as Promise<Record<string, string>>, import('./account-error-messages')]);
    return Object.fromEntries(Object.entries(mistakes).map(([name, id]) => [name, accountErrorMessages[id] ? intl.formatMessage(accountErrorMessages[id]) : id]));
  };
}

/**
 * An account form on the site's one form frame: the required note (none where one choice is already
 * made), then the fields; the contracts' message ids in words. It posts to its page's route action, with
 * script or without. A page whose action answers with message ids gives their words (`errorMessages`:
 * account-error-messages.ts); without them, the browser's check says its mistakes in words, loading the
 * texts with the check (the sign-in pages' first load stays in its budget).
 */
export function AccountActionForm({ check, requiredNote = m.requiredNote, children, errorMessages, ...props }: Omit<ActionFormProps, 'validate'> & { check?: Check; requiredNote?: MessageDescriptor | null }) {
  const intl = useIntl();
  const validate = check && (errorMessages ? (values: FieldValues) => check(values) as Promise<Record<string, string>> : inWords(check, intl));
  return (
    <ActionForm {...props} errorMessages={errorMessages} validate={validate}>
      {requiredNote && (
        <p className="form__required-note">
          <FormattedMessage {...requiredNote} />
        </p>
      )}
      {children}
    </ActionForm>
  );
}

import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { ActionForm, type ActionFormProps, type FieldValues } from '@reentry/platform/action-form';
import { accountErrorMessages } from './account-error-messages';
import { accountMessages as m } from './account.messages';

/** A Formik-style check (`accountValidation.*`): mistakes by field, as message ids. */
type Check = (values: FieldValues) => Promise<object>;

/**
 * An account form on the site's one form frame: the required note (none where one choice is already made), then the fields; the contracts' message
 * ids in words. It posts to its page's route action, with script or without.
 */
export function AccountActionForm({ check, requiredNote = m.requiredNote, children, ...props }: Omit<ActionFormProps, 'errorMessages' | 'validate'> & { check?: Check; requiredNote?: MessageDescriptor | null }) {
  return (
    <ActionForm {...props} errorMessages={accountErrorMessages} validate={check && ((values) => check(values) as Promise<Record<string, string>>)}>
      {requiredNote && (
        <p className="form__required-note">
          <FormattedMessage {...requiredNote} />
        </p>
      )}
      {children}
    </ActionForm>
  );
}

import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { ScriptRequiredNotice } from '@reentry/platform';
import { accountMessages as m } from './account.messages';
import { FocusFirstError } from './focus-first-error';
import { FormError } from './form-error';

/**
 * What every account form starts with, inside its `<Form>`: the notice shown without script, the required
 * note, the form's own failure, and focus on the first field with a mistake after a send.
 */
export function AccountFormHead({ fields, requiredNote = m.requiredNote }: { fields: string[]; requiredNote?: MessageDescriptor }) {
  return (
    <>
      <ScriptRequiredNotice />
      <p className="form__required-note">
        <FormattedMessage {...requiredNote} />
      </p>
      <FormError />
      <FocusFirstError fields={fields} />
    </>
  );
}

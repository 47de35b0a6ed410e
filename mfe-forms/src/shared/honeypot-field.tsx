import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD } from '@reentry/contracts/forms-rules';
import { formMessages } from './form.messages';

/**
 * The anti-spam field: moved off screen and hidden from screen readers and the keyboard, so only bots
 * fill it in. A filled one makes the API refuse the submission.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div className="forms-honeypot" aria-hidden="true">
      <label htmlFor={id}>
        <FormattedMessage {...formMessages.honeypotLabel} />
      </label>
      <input id={id} name={HONEYPOT_FIELD} type="text" defaultValue="" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

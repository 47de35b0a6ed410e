import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { certificateVerifyPath, normaliseCertificateCode } from '@reentry/contracts/certificate-rules';
import { HTML_FIRST_ATTRIBUTE } from '@reentry/platform/action-form';
import { Button, TextField } from '@reentry/ui';
import { verifyMessages as v } from './certificates.messages';

export interface VerifyFormProps {
  /** What was looked up last (the code in the address), to show in the field. */
  initialCode?: string;
  /** The lookup's problem, shown on the field (e.g. not found). */
  error?: MessageDescriptor;
  headingId?: string;
}

/**
 * Type a code, then go to its verification address. A GET form: without script (or before the page's
 * code came) the browser sends /certificates/verify?code=..., which the page's loader sends on to the
 * code's own address or answers with the mistake. With script, a code that cannot be one is refused here,
 * with the message tied to the field and announced. The field keeps its own value (`defaultValue`).
 */
export function VerifyForm({ initialCode = '', error, headingId }: VerifyFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [formatError, setFormatError] = useState(false);
  const shown: MessageDescriptor | undefined = formatError ? (v.badFormat as MessageDescriptor) : error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const normalised = normaliseCertificateCode(field.value);
    if (!normalised) {
      setFormatError(true);
      field.focus();
      return;
    }
    setFormatError(false);
    void navigate(certificateVerifyPath(normalised));
  }

  return (
    <form key={initialCode} {...{ [HTML_FIRST_ATTRIBUTE]: '' }} className="learning-verify__form" method="get" action="/certificates/verify" onSubmit={submit} onChange={() => setFormatError(false)} noValidate aria-labelledby={headingId}>
      <p className="form__required-note">
        <FormattedMessage {...v.requiredNote} />
      </p>
      <TextField
        name="code"
        required
        label={intl.formatMessage(v.codeLabel)}
        hint={intl.formatMessage(v.codeHint)}
        error={shown ? <span role="alert">{intl.formatMessage(shown)}</span> : undefined}
        defaultValue={initialCode}
        autoFocus={error ? true : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
      />
      <Button type="submit">
        <FormattedMessage {...v.check} />
      </Button>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { certificateVerifyPath, normaliseCertificateCode } from '@reentry/contracts/certificate-rules';
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
 * Type a code, then go to its verification address. Without JavaScript the form still works (a GET to
 * /certificates/verify?code=..., which redirects). A code that cannot be one is refused here, with the
 * message tied to the field and announced.
 */
export function VerifyForm({ initialCode = '', error, headingId }: VerifyFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState(initialCode);
  const [formatError, setFormatError] = useState(false);
  const shown: MessageDescriptor | undefined = formatError ? (v.badFormat as MessageDescriptor) : error;

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseCertificateCode(code);
    if (!normalised) {
      setFormatError(true);
      form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
      return;
    }
    setFormatError(false);
    void navigate(certificateVerifyPath(normalised));
  }

  return (
    <form ref={form} className="learning-verify__form" method="get" action="/certificates/verify" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <p className="form__required-note">
        <FormattedMessage {...v.requiredNote} />
      </p>
      <TextField
        name="code"
        required
        label={intl.formatMessage(v.codeLabel)}
        hint={intl.formatMessage(v.codeHint)}
        error={shown ? <span role="alert">{intl.formatMessage(shown)}</span> : undefined}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFormatError(false);
        }}
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

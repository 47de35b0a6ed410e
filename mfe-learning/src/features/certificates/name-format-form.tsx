import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nameFormats, type NameFormat } from '@reentry/contracts/certificate-rules';
import type { MyCertificates } from '@reentry/contracts/certificates';
import { ScriptRequiredNotice, useToast } from '@reentry/platform';
import { RadioGroupField, SubmitButton } from '@reentry/ui';
import { certificatesMessages as m, nameFormatMessages } from './certificates.messages';
import { useIssueCertificates } from './issue-certificates';

export interface NameFormatFormProps {
  names: MyCertificates['names'];
  /** The format of the certificate already made (a reissue), or undefined before the first one. */
  current?: NameFormat;
  /** Called once the certificate is made: the form goes away (or its button is busy), so the card moves focus. */
  onIssued(): void;
}

/** The choice of how the name is printed, then the request that makes (or remakes) the certificate. */
export function NameFormatForm({ names, current, onIssued }: NameFormatFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const issue = useIssueCertificates();
  const [format, setFormat] = useState<NameFormat>(current === 'full' ? 'firstLastInitial' : 'full');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await issue.mutateAsync(format);
      toast({ title: intl.formatMessage(m.issuedToast), variant: 'success' });
      onIssued();
    } catch {
      // The message below the button says what to do.
    }
  }

  return (
    <form className="learning-certificates__form" onSubmit={(event) => void submit(event)} noValidate>
      <ScriptRequiredNotice />
      <RadioGroupField
        name="nameFormat"
        label={intl.formatMessage(m.nameQuestion)}
        hint={intl.formatMessage(current ? m.reissueWarning : m.nameHint)}
        value={format}
        options={nameFormats.map((value) => ({ value, label: intl.formatMessage(nameFormatMessages[value], { name: names[value] }) }))}
        onChange={(event) => setFormat(event.target.value as NameFormat)}
      />
      <SubmitButton busy={issue.isPending}>
        <FormattedMessage {...(issue.isPending ? m.working : current ? m.reissue : m.getCertificate)} />
      </SubmitButton>
      {issue.isError && (
        <p className="field__error" role="alert">
          <FormattedMessage {...m.failed} />
        </p>
      )}
    </form>
  );
}

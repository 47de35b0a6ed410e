import { FormattedMessage, useIntl } from 'react-intl';
import type { MyCertificates, OwnedCertificate } from '@reentry/contracts/certificates';
import { useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { certificatesMessages as m } from './certificates.messages';
import { useIssueCertificates } from './issue-certificates';

/**
 * The account's name changed after the certificate was made (issue 31): the certificate keeps its name (a
 * record, still valid) and this offers one in the new name, in the same format. Nothing shows otherwise.
 */
export function NewNameOffer({ names, certificate, onIssued }: { names: MyCertificates['names']; certificate: OwnedCertificate; onIssued(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const issue = useIssueCertificates();
  if (names[certificate.nameFormat] === certificate.printedName) return null;
  async function reissue() {
    try {
      await issue.mutateAsync(certificate.nameFormat);
      toast({ title: intl.formatMessage(m.issuedToast), variant: 'success' });
      onIssued();
    } catch {
      // The message below the button says what to do.
    }
  }
  return (
    <form className="learning-certificates__form" noValidate onSubmit={(event) => { event.preventDefault(); void reissue(); }}>
      <p>
        <FormattedMessage {...m.newName} />
      </p>
      <SubmitButton busy={issue.isPending}>
        <FormattedMessage {...(issue.isPending ? m.working : m.newNameButton)} />
      </SubmitButton>
      {issue.isError && (
        <p className="field__error" role="alert">
          <FormattedMessage {...m.failed} />
        </p>
      )}
    </form>
  );
}

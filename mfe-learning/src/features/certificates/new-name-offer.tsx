import { FormattedMessage, useIntl } from 'react-intl';
import type { NameFormat } from '@reentry/contracts/certificate-rules';
import { useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { certificatesMessages as m } from './certificates.messages';
import { useIssueCertificates } from './issue-certificates';

/**
 * The account's name changed after the certificate was made (issue 31): the certificate keeps its name (a
 * record, still valid until the learner withdraws it) and this offers one in the new name, in the same
 * format. The card shows it only while no valid certificate of the kind is in the account's name.
 */
export function NewNameOffer({ format, onIssued }: { format: NameFormat; onIssued(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const issue = useIssueCertificates();
  async function reissue() {
    try {
      await issue.mutateAsync(format);
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

import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { earnedCertificateKinds } from '@reentry/contracts/certificate-rules';
import type { Progress } from '@reentry/contracts/user';
import { certificatesMessages as m } from './certificates.messages';

/** On the modules page: once the learner's passed modules earn a certificate, the way to it. */
export function CertificatesLink({ progress }: { progress: Progress | null }) {
  if (!progress || earnedCertificateKinds(progress.completedModules).length === 0) return null;
  return (
    <p className="card learning-certificates__notice">
      <FormattedMessage {...m.earnedNotice} />{' '}
      <Link to="/certificates">
        <FormattedMessage {...m.pageLink} />
      </Link>
    </p>
  );
}

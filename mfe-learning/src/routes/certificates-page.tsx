import { FormattedMessage } from 'react-intl';
import { redirect, useSearchParams } from 'react-router';
import { useFormOutcome } from '@reentry/platform/action-form';
import { certificateKinds } from '@reentry/contracts/certificate-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import { PageIntro } from '@reentry/ui';
import { CertificateCard } from '../features/certificates/certificate-card';
import { certificatesAction, CERTIFICATE_OUTCOMES } from '../features/certificates/certificate-actions';
import { CertificateView } from '../features/certificates/certificate-view';
import { certificatesMessages as m, pageMessages, withdrawMessages } from '../features/certificates/certificates.messages';
import { myCertificatesQuery, useMyCertificates } from '../features/certificates/my-certificates.query';
import { BackLink } from '../shared/back-link';
import { loginPath } from '../shared/login-path';
import { loadUser } from '../shared/session-progress';

/** What the last form sent here did (Post/Redirect/Get to `?done=`), said in the server's HTML too. */
function Outcome() {
  const done = useFormOutcome();
  const title = done === CERTIFICATE_OUTCOMES.issued ? m.issuedToast : done === CERTIFICATE_OUTCOMES.withdrawn ? withdrawMessages.doneToast : null;
  if (!title) return null;
  return (
    <div role="status" className="panel learning-certificates__done">
      <p>
        <strong>
          <FormattedMessage {...title} />
        </strong>
      </p>
    </div>
  );
}

function CertificatesPage() {
  const { data } = useMyCertificates();
  const [search] = useSearchParams();
  if (!data) return null; // the loader ensured the data; this is a signed-out moment
  // Only a valid certificate opens: a withdrawn one keeps no name, a revoked one is not to be printed.
  const open = data.certificates.find((certificate) => certificate.status === 'valid' && certificate.code === search.get('view'));
  return (
    <div className="learning-page learning-certificates">
      <BackLink to="/modules" message={m.backToModules} />
      <PageIntro messages={pageMessages.mine} />
      <Outcome />
      {open ? (
        <CertificateView certificate={open} />
      ) : (
        <div className="learning-certificates__list">
          {certificateKinds.map((kind) => (
            <CertificateCard
              key={kind}
              progress={data.progress.find((entry) => entry.kind === kind)!}
              certificates={data.certificates.filter((certificate) => certificate.kind === kind)}
              names={data.names}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * `/certificates` (signed in): the learner's certificates; a visitor is sent to log in and back. Its
 * forms (make the certificate, withdraw one) post to its action, with script or without.
 */
export function route(services: RouteServices) {
  return {
    action: certificatesAction(services),
    loader: async () => {
      if (!(await loadUser(services))) throw redirect(loginPath('/certificates'));
      // Always the server's answer: a quiz passed a minute ago may have earned a certificate.
      await services.queryClient.fetchQuery({ ...myCertificatesQuery(services.api), staleTime: 0 });
      return null;
    },
    Component: CertificatesPage,
  };
}

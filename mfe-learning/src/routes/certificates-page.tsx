import { redirect, useSearchParams } from 'react-router';
import { certificateKinds } from '@reentry/contracts/certificate-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import { PageIntro } from '@reentry/ui';
import { CertificateCard } from '../features/certificates/certificate-card';
import { CertificateView } from '../features/certificates/certificate-view';
import { certificatesMessages as m, pageMessages } from '../features/certificates/certificates.messages';
import { myCertificatesQuery, useMyCertificates } from '../features/certificates/my-certificates.query';
import { BackLink } from '../shared/back-link';
import { loginPath } from '../shared/login-path';
import { loadUser } from '../shared/session-progress';

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

/** `/certificates` (signed in): the learner's certificates; a visitor is sent to log in and back. */
export function route(services: RouteServices) {
  return {
    loader: async () => {
      if (!(await loadUser(services))) throw redirect(loginPath('/certificates'));
      // Always the server's answer: a quiz passed a minute ago may have earned a certificate.
      await services.queryClient.fetchQuery({ ...myCertificatesQuery(services.api), staleTime: 0 });
      return null;
    },
    Component: CertificatesPage,
  };
}

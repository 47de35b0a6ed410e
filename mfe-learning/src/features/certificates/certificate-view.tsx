import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { pressActionProps } from '@reentry/platform';
import { Link, useLocation, useNavigate } from 'react-router';
import type { OwnedCertificate } from '@reentry/contracts/certificates';
import { CertificateDocument } from './certificate-document';
import { DownloadPdfLink } from './download-pdf-link';
import { certificatesMessages as m } from './certificates.messages';
import { viewPath } from './issued-certificate';

/** The open certificate with Print and Download; printing shows the certificate alone (learning.css). */
export function CertificateView({ certificate }: { certificate: OwnedCertificate }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The list's Print link (`?view=<code>&print=1`): once the code runs here, print, and forget the request
  // first (the address loses it), so going back and forth does not print again. Without script the link
  // just opens the certificate, for the browser's own Print.
  const printRequested = new URLSearchParams(location.search).get('print') === '1';

  useEffect(() => {
    if (!printRequested) return;
    void navigate(viewPath(certificate.code), { replace: true });
    window.print();
  }, [printRequested, navigate, certificate.code]);

  return (
    <div className="learning-certificates__view learning-printable">
      <p className="learning-certificates__actions">
        <Link to="/certificates">
          <span aria-hidden="true">← </span>
          <FormattedMessage {...m.backToList} />
        </Link>
        <button type="button" className="button button--primary" {...pressActionProps('print')}>
          <FormattedMessage {...m.print} />
        </button>
        <DownloadPdfLink certificate={certificate} />
      </p>
      <CertificateDocument certificate={certificate} />
    </div>
  );
}

import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { pressActionProps } from '@reentry/platform';
import { Link, useLocation, useNavigate } from 'react-router';
import type { OwnedCertificate } from '@reentry/contracts/certificates';
import { CertificateDocument } from './certificate-document';
import { DownloadPdfLink } from './download-pdf-link';
import { certificatesMessages as m } from './certificates.messages';

/** The open certificate with Print and Download; printing shows the certificate alone (learning.css). */
export function CertificateView({ certificate }: { certificate: OwnedCertificate }) {
  const location = useLocation();
  const navigate = useNavigate();
  const printRequested = (location.state as { print?: boolean } | null)?.print === true;

  useEffect(() => {
    if (!printRequested) return;
    // Forget the request first, so going back and forth does not print again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    window.print();
  }, [printRequested, navigate, location.pathname, location.search]);

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

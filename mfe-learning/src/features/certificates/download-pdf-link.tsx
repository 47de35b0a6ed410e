import { FormattedMessage } from 'react-intl';
import type { OwnedCertificate } from '@reentry/contracts/certificates';
import { certificatesMessages as m } from './certificates.messages';

/** The certificate's PDF, made by the server in the certificate's language. */
export function DownloadPdfLink({ certificate }: { certificate: OwnedCertificate }) {
  return (
    <a className="button button--secondary" href={certificate.pdfUrl} download>
      <FormattedMessage {...m.download} />
    </a>
  );
}

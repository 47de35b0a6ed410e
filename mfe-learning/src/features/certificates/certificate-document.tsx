import { useIntl } from 'react-intl';
import type { OwnedCertificate } from '@reentry/contracts/certificates';
import { longDate } from './certificate-dates';
import { CertificateQr } from './certificate-qr';
import { certificatesMessages as m, verifyMessages as v } from './certificates.messages';

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/**
 * The certificate itself, in its own language (the words came from the API with it), laid out to print
 * on one page of Letter or A4 paper. Only the QR code's label is in the visitor's language.
 */
export function CertificateDocument({ certificate }: { certificate: OwnedCertificate }) {
  const intl = useIntl();
  const { wording: w, locale } = certificate;
  return (
    <article className="learning-certificate" lang={locale} aria-labelledby="learning-certificate-heading">
      {certificate.status === 'revoked' && (
        <p className="learning-certificate__revoked" lang={intl.locale}>
          {intl.formatMessage(v.revoked)}
        </p>
      )}
      <h2 id="learning-certificate-heading" className="learning-certificate__heading">
        {w.heading}
      </h2>
      <p className="learning-certificate__small">{w.presentedTo}</p>
      <p className="learning-certificate__name">{certificate.printedName}</p>
      <p className="learning-certificate__small">{w.completed}</p>
      <p className="learning-certificate__title">{certificate.title}</p>
      <ul className="learning-certificate__modules">
        {certificate.modules.map((module) => (
          <li key={module.id}>{fill(w.module, { id: module.id, title: module.title })}</li>
        ))}
      </ul>
      <p className="learning-certificate__dates">
        {w.completedOn}: {longDate(certificate.completedOn, locale)}
        <br />
        {w.issuedOn}: {longDate(certificate.issuedOn, locale)}
      </p>
      <div className="learning-certificate__verify">
        <CertificateQr qr={certificate.qr} label={intl.formatMessage(m.qrLabel)} />
        <p>
          {w.code}: <strong className="learning-certificate__code">{certificate.code}</strong>
          <br />
          {w.verify}
          <br />
          <span className="learning-certificate__url">{certificate.verifyUrl}</span>
        </p>
      </div>
    </article>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import type { CertificateVerification } from '@reentry/contracts/certificates';
import { longDate } from './certificate-dates';
import { certificatesMessages as m, verifyMessages as v } from './certificates.messages';

/**
 * What the code proves, with the page's words in the visitor's language and the certificate's own
 * words (its title, the module titles) in the certificate's language.
 */
export function VerificationResult({ certificate }: { certificate: CertificateVerification }) {
  const intl = useIntl();
  const locale = intl.locale === 'es' ? 'es' : 'en';
  const valid = certificate.status === 'valid';
  return (
    <section className={`learning-verify__result learning-verify__result--${certificate.status}`} aria-labelledby="learning-verify-status">
      <h2 id="learning-verify-status" className="learning-verify__status">
        <span aria-hidden="true">{valid ? '✓ ' : '✗ '}</span>
        <FormattedMessage {...(valid ? v.valid : certificate.status === 'withdrawn' ? v.withdrawn : v.revoked)} />
      </h2>
      <dl className="learning-certificates__facts">
        {/* Withdrawn by the holder (their account is deleted): no name is kept, none is shown. */}
        {certificate.status !== 'withdrawn' && certificate.printedName !== '' && (
          <>
            <dt><FormattedMessage {...m.name} /></dt>
            <dd className="learning-verify__name">{certificate.printedName}</dd>
          </>
        )}
        <dt><FormattedMessage {...m.certificate} /></dt>
        <dd lang={certificate.locale}>{certificate.title}</dd>
        <dt><FormattedMessage {...m.modules} /></dt>
        <dd>
          <ul lang={certificate.locale}>
            {certificate.modules.map((module) => (
              <li key={module.id}>{module.title}</li>
            ))}
          </ul>
        </dd>
        <dt><FormattedMessage {...m.completedOn} /></dt>
        <dd>{longDate(certificate.completedOn, locale)}</dd>
        <dt><FormattedMessage {...m.issuedOn} /></dt>
        <dd>{longDate(certificate.issuedOn, locale)}</dd>
        {certificate.revokedOn && (
          <>
            <dt><FormattedMessage {...(certificate.status === 'withdrawn' ? v.withdrawnOn : v.revokedOn)} /></dt>
            <dd>{longDate(certificate.revokedOn, locale)}</dd>
          </>
        )}
        <dt><FormattedMessage {...m.code} /></dt>
        <dd className="learning-certificate__code">{certificate.code}</dd>
      </dl>
      <p className="learning-hint">
        <FormattedMessage {...v.privacy} />
      </p>
    </section>
  );
}

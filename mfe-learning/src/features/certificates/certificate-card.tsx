import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { CertificateProgress, MyCertificates, OwnedCertificate } from '@reentry/contracts/certificates';
import { longDate } from './certificate-dates';
import { DownloadPdfLink } from './download-pdf-link';
import { certificatesMessages as m, kindMessages, notEarnedMessage } from './certificates.messages';
import { NameFormatForm } from './name-format-form';
import { NewNameOffer } from './new-name-offer';

/** The open certificate's address on this page (`?view=<code>`); `print` asks the view to print once shown. */
export const viewPath = (code: string) => `/certificates?view=${code}`;

/** "Change how your name looks": opens the name choice, which makes a new certificate with a new code. */
function Rename({ names, certificate, onIssued }: { names: MyCertificates['names']; certificate: OwnedCertificate; onIssued(): void }) {
  const [open, setOpen] = useState(false);
  const formId = `learning-rename-${certificate.kind}`;
  return (
    <div className="learning-certificates__rename">
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen(!open)}>
        <FormattedMessage {...(open ? m.changeNameClose : m.changeName)} />
      </button>
      {open && (
        <div id={formId}>
          <NameFormatForm names={names} current={certificate.nameFormat} onIssued={onIssued} />
        </div>
      )}
    </div>
  );
}

function IssuedActions({ certificate }: { certificate: OwnedCertificate }) {
  const navigate = useNavigate();
  return (
    <p className="learning-certificates__actions">
      <Link className="button button--primary" to={viewPath(certificate.code)}>
        <FormattedMessage {...m.view} />
      </Link>
      <button type="button" className="button button--secondary" onClick={() => void navigate(viewPath(certificate.code), { state: { print: true } })}>
        <FormattedMessage {...m.print} />
      </button>
      <DownloadPdfLink certificate={certificate} />
    </p>
  );
}

/** One kind of certificate: made (with its actions), earned (the name choice), or how far there is to go. */
export function CertificateCard({ progress, certificate, names }: { progress: CertificateProgress; certificate?: OwnedCertificate; names: MyCertificates['names'] }) {
  const intl = useIntl();
  const locale = intl.locale === 'es' ? 'es' : 'en';
  const headingId = `learning-certificate-${progress.kind}`;
  // Once the certificate is made, focus moves to this heading, and a keyboard user reads the new certificate next.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();
  return (
    <section className="card learning-certificates__card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <FormattedMessage {...kindMessages[progress.kind]} />
      </h2>
      {certificate?.status === 'valid' && (
        <>
          <dl className="learning-certificates__facts">
            <dt><FormattedMessage {...m.name} /></dt>
            <dd>{certificate.printedName}</dd>
            <dt><FormattedMessage {...m.completedOn} /></dt>
            <dd>{longDate(certificate.completedOn, locale)}</dd>
            <dt><FormattedMessage {...m.code} /></dt>
            <dd className="learning-certificate__code">{certificate.code}</dd>
          </dl>
          <IssuedActions certificate={certificate} />
          <NewNameOffer names={names} certificate={certificate} onIssued={focusHeading} />
          <Rename names={names} certificate={certificate} onIssued={focusHeading} />
        </>
      )}
      {certificate?.status === 'revoked' && (
        <p>
          <FormattedMessage {...m.revokedByStaff} /> <Link to="/contact"><FormattedMessage {...m.contactUs} /></Link>
        </p>
      )}
      {!certificate && progress.earned && (
        <>
          <p className="learning-certificates__earned"><FormattedMessage {...m.earned} /></p>
          <NameFormatForm names={names} onIssued={focusHeading} />
        </>
      )}
      {!certificate && !progress.earned && (
        <>
          <p>
            <FormattedMessage
              {...notEarnedMessage}
              values={{ passed: progress.passedModuleIds.length, total: progress.moduleIds.length, first: progress.moduleIds[0]!, last: progress.moduleIds.at(-1)! }}
            />
          </p>
          <p><Link to="/modules"><FormattedMessage {...m.goToModules} /></Link></p>
        </>
      )}
    </section>
  );
}

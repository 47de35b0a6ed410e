import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { MyCertificates, OwnedCertificate } from '@reentry/contracts/certificates';
import { longDate } from './certificate-dates';
import { DownloadPdfLink } from './download-pdf-link';
import { certificatesMessages as m, withdrawMessages as w, codeMessages as c } from './certificates.messages';
import { NameFormatForm } from './name-format-form';
import { WithdrawCertificate } from './withdraw-certificate';

/** The open certificate's address on this page (`?view=<code>`); `print` asks the view to print once shown. */
export const viewPath = (code: string) => `/certificates?view=${code}`;

/** "Change how your name looks": opens the name choice, which makes a new certificate with a new code. */
function Rename({ names, certificate, onIssued }: { names: MyCertificates['names']; certificate: OwnedCertificate; onIssued(): void }) {
  const [open, setOpen] = useState(false);
  const formId = `learning-rename-${certificate.code}`;
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

export interface IssuedCertificateProps {
  certificate: OwnedCertificate;
  names: MyCertificates['names'];
  /** The account's name changed since it was made: it says so, and it offers no change of format. */
  oldName: boolean;
  /** False when staff revoked a certificate of this kind: no new one can be made. */
  canRename: boolean;
  /** A certificate was made or withdrawn: this block may go away, so the card moves focus. */
  onChanged(): void;
}

/** One valid certificate: its facts, View / Print / Download, and changing or withdrawing it. */
export function IssuedCertificate({ certificate, names, oldName, canRename, onChanged }: IssuedCertificateProps) {
  const intl = useIntl();
  const locale = intl.locale === 'es' ? 'es' : 'en';
  return (
    <div className="learning-certificates__one" role="group" aria-label={intl.formatMessage(c.group, { code: certificate.code })}>
      {oldName && (
        <p className="learning-certificates__old-name">
          <FormattedMessage {...w.oldName} />
        </p>
      )}
      <dl className="learning-certificates__facts">
        <dt><FormattedMessage {...m.name} /></dt>
        <dd>{certificate.printedName}</dd>
        <dt><FormattedMessage {...m.completedOn} /></dt>
        <dd>{longDate(certificate.completedOn, locale)}</dd>
        <dt><FormattedMessage {...m.code} /></dt>
        <dd className="learning-certificate__code">{certificate.code}</dd>
      </dl>
      <IssuedActions certificate={certificate} />
      {canRename && !oldName && <Rename names={names} certificate={certificate} onIssued={onChanged} />}
      <WithdrawCertificate certificate={certificate} onWithdrawn={onChanged} />
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useActionData, useLocation } from 'react-router';
import type { CertificateKind } from '@reentry/contracts/certificate-rules';
import type { MyCertificates, OwnedCertificate } from '@reentry/contracts/certificates';
import { isRefusal } from '@reentry/platform/action-form';
import { CERTIFICATE_INTENTS } from './certificate-actions';
import { longDate } from './certificate-dates';
import { DownloadPdfLink } from './download-pdf-link';
import { certificatesMessages as m, withdrawMessages as w, codeMessages as c } from './certificates.messages';
import { NameFormatForm } from './name-format-form';
import { WithdrawCertificate } from './withdraw-certificate';

/** The open certificate's address on this page (`?view=<code>`); `print=1` asks the view to print once shown. */
export const viewPath = (code: string, { print = false } = {}) => `/certificates?view=${encodeURIComponent(code)}${print ? '&print=1' : ''}`;

/** The list with one certificate's name choice open (a link: it works without script). */
const renamePath = (code: string) => `/certificates?rename=${encodeURIComponent(code)}`;

/** "Change how your name looks": a link that opens the name choice, which makes a new certificate with a new code. */
function Rename({ kind, names, certificate }: { kind: CertificateKind; names: MyCertificates['names']; certificate: OwnedCertificate }) {
  const location = useLocation();
  const answer = useActionData();
  // Refused (the page again after the post): the choice stays open with why.
  const refused = isRefusal(answer) && answer.values.intent === CERTIFICATE_INTENTS.issue && answer.values.kind === kind;
  const open = refused || new URLSearchParams(location.search).get('rename') === certificate.code;
  const formId = `learning-rename-${certificate.code}`;
  return (
    <div className="learning-certificates__rename">
      <Link className="button button--secondary" to={open ? '/certificates' : renamePath(certificate.code)} replace={open} aria-expanded={open} aria-controls={open ? formId : undefined}>
        <FormattedMessage {...(open ? m.changeNameClose : m.changeName)} />
      </Link>
      {open && (
        <div id={formId}>
          <NameFormatForm kind={kind} names={names} current={certificate.nameFormat} />
        </div>
      )}
    </div>
  );
}

function IssuedActions({ certificate }: { certificate: OwnedCertificate }) {
  return (
    <p className="learning-certificates__actions">
      <Link className="button button--primary" to={viewPath(certificate.code)}>
        <FormattedMessage {...m.view} />
      </Link>
      {/* A link: without script it opens the certificate, for the browser's own Print. */}
      <Link className="button button--secondary" to={viewPath(certificate.code, { print: true })}>
        <FormattedMessage {...m.print} />
      </Link>
      <DownloadPdfLink certificate={certificate} />
    </p>
  );
}

export interface IssuedCertificateProps {
  kind: CertificateKind;
  certificate: OwnedCertificate;
  names: MyCertificates['names'];
  /** The account's name changed since it was made: it says so, and it offers no change of format. */
  oldName: boolean;
  /** False when staff revoked a certificate of this kind: no new one can be made. */
  canRename: boolean;
}

/** One valid certificate: its facts, View / Print / Download, and changing or withdrawing it. */
export function IssuedCertificate({ kind, certificate, names, oldName, canRename }: IssuedCertificateProps) {
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
      {canRename && !oldName && <Rename kind={kind} names={names} certificate={certificate} />}
      <WithdrawCertificate certificate={certificate} kind={kind} />
    </div>
  );
}

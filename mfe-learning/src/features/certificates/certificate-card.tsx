import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { CertificateProgress, MyCertificates, OwnedCertificate } from '@reentry/contracts/certificates';
import { certificatesMessages as m, kindMessages, notEarnedMessage, codeMessages as c } from './certificates.messages';
import { IssuedCertificate } from './issued-certificate';
import { NameFormatForm } from './name-format-form';
import { NewNameOffer } from './new-name-offer';

export interface CertificateCardProps {
  progress: CertificateProgress;
  /** This kind's certificates, newest first: every valid one, and the newest revoked by staff and withdrawn. */
  certificates: OwnedCertificate[];
  names: MyCertificates['names'];
}

/**
 * One kind of certificate: each valid one (one in an old name says so, and stays valid until withdrawn),
 * the offer of one in the account's new name, a revoked or withdrawn one, the name choice once earned, or
 * how far there is to go. After staff revoked one, no new one is offered (the server refuses it too).
 */
export function CertificateCard({ progress, certificates, names }: CertificateCardProps) {
  const headingId = `learning-certificate-${progress.kind}`;
  const location = useLocation();
  // Once a certificate of this kind is made or withdrawn (the page after the post says `?done=...&kind=`),
  // focus moves to this heading, and a keyboard user reads the card next: `autofocus` in the server's HTML
  // (the form was the browser's own post) and an effect when the answer comes in the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const search = new URLSearchParams(location.search);
  const changedHere = search.has('done') && search.get('kind') === progress.kind;
  useEffect(() => {
    if (changedHere) heading.current?.focus();
  }, [changedHere, location.key]);
  const inAccountName = (certificate: OwnedCertificate) => names[certificate.nameFormat] === certificate.printedName;
  const valid = certificates.filter((certificate) => certificate.status === 'valid');
  const revoked = certificates.find((certificate) => certificate.revokedByStaff);
  const withdrawn = certificates.find((certificate) => certificate.status === 'withdrawn');
  const none = valid.length === 0 && !revoked;
  return (
    <section className="card learning-certificates__card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} autoFocus={changedHere}>
        <FormattedMessage {...kindMessages[progress.kind]} />
      </h2>
      {valid.map((certificate) => (
        <IssuedCertificate key={certificate.code} kind={progress.kind} certificate={certificate} names={names} oldName={!inAccountName(certificate)} canRename={!revoked} />
      ))}
      {!revoked && valid.length > 0 && !valid.some(inAccountName) && <NewNameOffer kind={progress.kind} format={valid[0]!.nameFormat} />}
      {revoked && (
        <p>
          <FormattedMessage {...m.revokedByStaff} /> <Link to="/contact"><FormattedMessage {...m.contactUs} /></Link>
        </p>
      )}
      {withdrawn && (
        <p className="learning-certificates__withdrawn">
          <FormattedMessage {...c.withdrawnNote} values={{ code: withdrawn.code }} />
        </p>
      )}
      {none && progress.earned && (
        <>
          <p className="learning-certificates__earned"><FormattedMessage {...m.earned} /></p>
          <NameFormatForm kind={progress.kind} names={names} />
        </>
      )}
      {none && !progress.earned && (
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

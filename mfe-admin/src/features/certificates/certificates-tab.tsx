import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { normaliseCertificateCode } from '@reentry/contracts/certificate-rules';
import type { AdminCertificate } from '@reentry/contracts/certificates';
import { ApiError } from '@reentry/platform';
import { Button, TextField } from '@reentry/ui';
import { useFormatters } from '../../shared/format';
import { useAdminCertificate } from './admin-certificate.query';
import { certificateMessages as m } from './certificates.messages';
import { RevokeForm } from './revoke-form';

function CertificateDetails({ certificate }: { certificate: AdminCertificate }) {
  const format = useFormatters();
  const day = (date: string) => format.date(`${date}T12:00:00Z`);
  // After a revoke the form goes away: focus moves to the heading, so a keyboard user reads the new status next.
  const heading = useRef<HTMLHeadingElement>(null);
  const rows: [MessageDescriptor, string][] = [
    [m.status, ''],
    [m.printedName, certificate.printedName],
    [m.owner, certificate.ownerUsername],
    [m.certificate, certificate.title],
    [m.completedOn, day(certificate.completedOn)],
    [m.issuedOn, day(certificate.issuedOn)],
  ];
  return (
    <section className="admin-certificates__result" aria-labelledby="admin-certificate-title">
      <h2 id="admin-certificate-title" ref={heading} tabIndex={-1}>
        <FormattedMessage {...m.resultTitle} values={{ code: certificate.code }} />
      </h2>
      <dl className="admin-details">
        {rows.map(([label, value]) => (
          <div key={label.id}>
            <dt><FormattedMessage {...label} /></dt>
            <dd>{label === m.status ? <strong><FormattedMessage {...(certificate.status === 'valid' ? m.valid : m.revoked)} /></strong> : value}</dd>
          </div>
        ))}
        {certificate.revokedOn && (
          <>
            <div><dt><FormattedMessage {...m.revokedOn} /></dt><dd>{day(certificate.revokedOn)}</dd></div>
            <div><dt><FormattedMessage {...m.reason} /></dt><dd>{certificate.revokedReason}</dd></div>
          </>
        )}
      </dl>
      {certificate.status === 'valid' && <RevokeForm certificate={certificate} onRevoked={() => heading.current?.focus()} />}
    </section>
  );
}

/** The certificates tab: look a code up, see whose it is, and revoke it with a reason (audited by the API). */
export function CertificatesTab() {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [badCode, setBadCode] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const lookup = useAdminCertificate(code);
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
  const error = badCode ? m.badCode : notFound ? m.notFound : lookup.isError ? m.loadFailed : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseCertificateCode(typed);
    setBadCode(normalised === null);
    if (normalised) setCode(normalised);
  }

  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...m.intro} />
      </p>
      <form className="admin-certificates__find" onSubmit={submit} noValidate>
        <p className="form__required-note">
          <FormattedMessage {...m.requiredNote} />
        </p>
        <TextField
          name="code"
          required
          label={intl.formatMessage(m.codeLabel)}
          hint={intl.formatMessage(m.codeHint)}
          error={error ? <span role="alert">{intl.formatMessage(error)}</span> : undefined}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit">
          <FormattedMessage {...m.find} />
        </Button>
      </form>
      {!badCode && lookup.data && <CertificateDetails certificate={lookup.data} />}
    </>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import type { InstructorStudent } from '@reentry/contracts/instructor';
import { certificateKindMessages, certificatesHeldMessage } from './students.messages';

/** Which certificates a student holds (valid ones), e.g. "Certificates: Course, Financial Literacy Basics". */
export function StudentCertificates({ certificates, withCodes = false }: { certificates: InstructorStudent['certificates']; withCodes?: boolean }) {
  const intl = useIntl();
  if (certificates.length === 0) return null;
  const names = certificates.map((certificate) => {
    const name = intl.formatMessage(certificateKindMessages[certificate.kind]);
    return withCodes ? `${name} (${certificate.code})` : name;
  });
  return (
    <span className="student-card__certificates">
      <FormattedMessage {...certificatesHeldMessage} values={{ list: intl.formatList(names, { type: 'conjunction' }) }} />
    </span>
  );
}

import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import type { CertificateKind, NameFormat } from '@reentry/contracts/certificate-rules';
import { HTML_FIRST_ATTRIBUTE } from '@reentry/platform/action-form';
import { CERTIFICATE_INTENTS } from './certificate-actions';
import { certificatesMessages as m } from './certificates.messages';

/**
 * The account's name changed after the certificate was made (issue 31): the certificate keeps its name (a
 * record, still valid until the learner withdraws it) and this offers one in the new name, in the same
 * format: a real post to /certificates' route action. The card shows it only while no valid certificate
 * of the kind is in the account's name.
 */
export function NewNameOffer({ kind, format }: { kind: CertificateKind; format: NameFormat }) {
  return (
    <Form method="post" action="/certificates" {...{ [HTML_FIRST_ATTRIBUTE]: '' }} className="learning-certificates__form">
      <input type="hidden" name="intent" value={CERTIFICATE_INTENTS.issue} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="nameFormat" value={format} />
      <p>
        <FormattedMessage {...m.newName} />
      </p>
      <button type="submit" className="button button--primary">
        <FormattedMessage {...m.newNameButton} />
      </button>
    </Form>
  );
}

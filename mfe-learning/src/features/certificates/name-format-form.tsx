import { FormattedMessage, useIntl } from 'react-intl';
import { nameFormats, type CertificateKind, type NameFormat } from '@reentry/contracts/certificate-rules';
import type { MyCertificates } from '@reentry/contracts/certificates';
import { ActionForm } from '@reentry/platform/action-form';
import { ActionRadioGroup } from '@reentry/ui/action-fields';
import { CERTIFICATE_INTENTS } from './certificate-actions';
import { certificatesMessages as m, nameFormatMessages } from './certificates.messages';

const errorMessages = { [m.chooseName.id]: m.chooseName };

export interface NameFormatFormProps {
  kind: CertificateKind;
  names: MyCertificates['names'];
  /** The format of the certificate already made (a reissue), or undefined before the first one. */
  current?: NameFormat;
}

/**
 * The choice of how the name is printed, then the post that makes (or remakes) the certificate: a form
 * of the site's one frame, answered by /certificates' route action with script or without.
 */
export function NameFormatForm({ kind, names, current }: NameFormatFormProps) {
  const intl = useIntl();
  return (
    <ActionForm
      action="/certificates"
      className="learning-certificates__form"
      fields={['nameFormat']}
      initial={{ nameFormat: current === 'full' ? 'firstLastInitial' : 'full' }}
      errorMessages={errorMessages}
      submit={current ? m.reissue : m.getCertificate}
      sending={m.working}
      failed={{ title: m.notMadeTitle, body: m.failed }}
    >
      <input type="hidden" name="intent" value={CERTIFICATE_INTENTS.issue} />
      <input type="hidden" name="kind" value={kind} />
      <ActionRadioGroup
        name="nameFormat"
        label={<FormattedMessage {...m.nameQuestion} />}
        hint={<FormattedMessage {...(current ? m.reissueWarning : m.nameHint)} />}
        options={nameFormats.map((value) => ({ value, label: intl.formatMessage(nameFormatMessages[value], { name: names[value] }) }))}
      />
    </ActionForm>
  );
}

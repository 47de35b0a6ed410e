import { defineMessage, defineMessages } from 'react-intl';

export const certificateMessages = {
  ...defineMessages({
    intro: {
      id: 'admin.certificates.intro',
      defaultMessage: 'Find a certificate by its code. Revoke one that was issued by mistake or used dishonestly: the learner, and anyone who checks the code, will see that it is revoked.',
      description: 'Certificates tab: what it is for',
    },
    requiredNote: { id: 'admin.certificates.requiredNote', defaultMessage: 'All fields are required.', description: 'Sentence at the top of the find and revoke forms' },
    codeLabel: { id: 'admin.certificates.codeLabel', defaultMessage: 'Certificate code', description: 'Label of the code field' },
    codeHint: { id: 'admin.certificates.codeHint', defaultMessage: 'For example K7QM-4XPA-9TRD-W2HN. Case, spaces and dashes do not matter.', description: 'Hint under the code field' },
    find: { id: 'admin.certificates.find', defaultMessage: 'Find certificate', description: 'Button that looks the code up' },
    badCode: { id: 'admin.certificates.badCode', defaultMessage: 'This is not a certificate code. A code has 16 letters and numbers.', description: 'Error: the code has the wrong shape' },
    notFound: { id: 'admin.certificates.notFound', defaultMessage: 'No certificate has this code.', description: 'Error: no certificate with this code' },
    loadFailed: { id: 'admin.certificates.loadFailed', defaultMessage: 'The certificate could not be loaded. Please try again.', description: 'Error: the lookup failed' },
    status: { id: 'admin.certificates.status', defaultMessage: 'Status', description: 'Label' },
    valid: { id: 'admin.certificates.valid', defaultMessage: 'Valid', description: 'Status of a certificate' },
    revoked: { id: 'admin.certificates.revoked', defaultMessage: 'Revoked', description: 'Status of a certificate' },
    printedName: { id: 'admin.certificates.printedName', defaultMessage: 'Printed name', description: 'Label' },
    owner: { id: 'admin.certificates.owner', defaultMessage: 'Account (username)', description: 'Label: whose certificate it is' },
    certificate: { id: 'admin.certificates.certificate', defaultMessage: 'Certificate', description: 'Label: its title' },
    completedOn: { id: 'admin.certificates.completedOn', defaultMessage: 'Completed', description: 'Label' },
    issuedOn: { id: 'admin.certificates.issuedOn', defaultMessage: 'Issued', description: 'Label' },
    revokedOn: { id: 'admin.certificates.revokedOn', defaultMessage: 'Revoked on', description: 'Label' },
    reason: { id: 'admin.certificates.reason', defaultMessage: 'Reason', description: 'Label: why it was revoked' },
    reasonLabel: { id: 'admin.certificates.reasonLabel', defaultMessage: 'Why are you revoking this certificate?', description: 'Label of the reason field' },
    reasonHint: { id: 'admin.certificates.reasonHint', defaultMessage: 'Staff only: the reason is kept in the audit log and is never shown to the public.', description: 'Hint under the reason field' },
    reasonRequired: { id: 'admin.certificates.reasonRequired', defaultMessage: 'Write a reason before you revoke the certificate.', description: 'Error: no reason' },
    revoke: { id: 'admin.certificates.revoke', defaultMessage: 'Revoke certificate', description: 'Button that revokes' },
  }),
  resultTitle: defineMessage<{ code: string }>({ id: 'admin.certificates.resultTitle', defaultMessage: 'Certificate {code}', description: 'Heading of the found certificate' }),
  revokedToast: defineMessage<{ code: string }>({ id: 'admin.certificates.revokedToast', defaultMessage: 'Certificate {code} is revoked', description: 'Toast after revoking' }),
};

import { defineMessage, defineMessages } from 'react-intl';

export const pageMessages = {
  mine: defineMessages({
    title: { id: 'learning.certificates.title', defaultMessage: 'My certificates', description: 'Page heading of /certificates' },
    intro: {
      id: 'learning.certificates.intro',
      defaultMessage: 'Pass the modules to earn a certificate. You can show it to a case manager, a parole officer, a landlord or an employer.',
      description: 'One sentence under the heading of /certificates',
    },
  }),
  verify: defineMessages({
    title: { id: 'learning.certificates.verifyTitle', defaultMessage: 'Check a certificate', description: 'Page heading of /certificates/verify' },
    intro: {
      id: 'learning.certificates.verifyIntro',
      defaultMessage: 'Type the code printed on the certificate to see if it is real.',
      description: 'One sentence under the heading of the verification page',
    },
  }),
};

export const kindMessages = defineMessages({
  course: { id: 'learning.certificates.kind.course', defaultMessage: 'Course certificate', description: 'Name of the certificate for modules 1 to 5' },
  'financial-literacy-basics': {
    id: 'learning.certificates.kind.basics',
    defaultMessage: 'Financial Literacy Basics certificate',
    description: 'Name of the certificate for module 6',
  },
});

export const certificatesMessages = defineMessages({
  view: { id: 'learning.certificates.view', defaultMessage: 'View', description: 'Link that shows the whole certificate' },
  print: { id: 'learning.certificates.print', defaultMessage: 'Print', description: 'Button that prints the certificate' },
  download: { id: 'learning.certificates.download', defaultMessage: 'Download PDF', description: 'Link that downloads the certificate as a PDF file' },
  backToList: { id: 'learning.certificates.backToList', defaultMessage: 'Back to my certificates', description: 'Link from the open certificate back to the list' },
  backToModules: { id: 'learning.certificates.backToModules', defaultMessage: 'Back to modules', description: 'Link above the heading of /certificates' },
  earned: { id: 'learning.certificates.earned', defaultMessage: 'You earned this certificate!', description: 'A certificate is earned but not made yet' },
  nameQuestion: { id: 'learning.certificates.nameQuestion', defaultMessage: 'How should your name look on the certificate?', description: 'Legend of the name choice' },
  nameHint: {
    id: 'learning.certificates.nameHint',
    defaultMessage: 'The name comes from your account. Once the certificate is made, it does not change.',
    description: 'Hint under the name choice',
  },
  chooseName: { id: 'learning.certificates.chooseName', defaultMessage: 'Choose how your name should look.', description: 'Error when no name choice was sent' },
  notMadeTitle: { id: 'learning.certificates.notMadeTitle', defaultMessage: 'Your certificate was not made', description: 'Title of the panel when making a certificate failed' },
  getCertificate: { id: 'learning.certificates.get', defaultMessage: 'Get my certificate', description: 'Button that makes the certificate' },
  working: { id: 'learning.certificates.working', defaultMessage: 'Please wait…', description: 'Button text while the certificate is made' },
  changeNameClose: { id: 'learning.certificates.changeNameClose', defaultMessage: 'Keep my certificate as it is', description: 'Closes the name choice' },
  changeName: { id: 'learning.certificates.changeName', defaultMessage: 'Change how your name looks', description: 'Opens the name choice for a certificate already made' },
  reissueWarning: {
    id: 'learning.certificates.reissueWarning',
    defaultMessage: 'You will get a new certificate with a new code. The old code will stop working.',
    description: 'Warning before making a certificate again with another name',
  },
  newName: {
    id: 'learning.certificates.newName',
    defaultMessage: 'You changed your name. This certificate still shows your old name, and it still works. You can get a new certificate with your new name. The old one keeps working until you withdraw it.',
    description: 'Certificate card: the account name changed since the certificate was made',
  },
  newNameButton: { id: 'learning.certificates.newNameButton', defaultMessage: 'Get a certificate with my new name', description: 'Button: make the certificate again in the account\'s new name' },
  reissue: { id: 'learning.certificates.reissue', defaultMessage: 'Make a new certificate', description: 'Button that makes the certificate again with the chosen name' },
  failed: { id: 'learning.certificates.failed', defaultMessage: 'We could not make your certificate. Please try again.', description: 'Error after making a certificate failed' },
  issuedToast: { id: 'learning.certificates.issuedToast', defaultMessage: 'Your certificate is ready', description: 'Toast title after a certificate is made' },
  revokedByStaff: {
    id: 'learning.certificates.revokedByStaff',
    defaultMessage: 'This certificate was cancelled by our staff. If you think this is a mistake, please contact us.',
    description: 'A certificate an admin revoked, on the learner’s list',
  },
  contactUs: { id: 'learning.certificates.contactUs', defaultMessage: 'Contact us', description: 'Link to the contact page' },
  goToModules: { id: 'learning.certificates.goToModules', defaultMessage: 'Go to the modules', description: 'Link to /modules from a certificate not earned yet' },
  name: { id: 'learning.certificates.name', defaultMessage: 'Name', description: 'Label before the printed name' },
  code: { id: 'learning.certificates.code', defaultMessage: 'Code', description: 'Label before the verification code' },
  completedOn: { id: 'learning.certificates.completedOn', defaultMessage: 'Completed', description: 'Label before the completion date' },
  issuedOn: { id: 'learning.certificates.issuedOn', defaultMessage: 'Issued', description: 'Label before the date the certificate was made' },
  certificate: { id: 'learning.certificates.certificate', defaultMessage: 'Certificate', description: 'Label before the certificate title' },
  modules: { id: 'learning.certificates.modules', defaultMessage: 'Modules completed', description: 'Label before the list of modules' },
  qrLabel: { id: 'learning.certificates.qrLabel', defaultMessage: 'QR code that opens the page to check this certificate', description: 'Text alternative of the QR code' },
  pageLink: { id: 'learning.certificates.pageLink', defaultMessage: 'See my certificates', description: 'Link to /certificates from the modules page' },
  earnedNotice: { id: 'learning.certificates.earnedNotice', defaultMessage: 'You earned a certificate.', description: 'On the modules page when a certificate is earned' },
  checkOther: { id: 'learning.certificates.checkOther', defaultMessage: 'Check another certificate', description: 'Heading of the form under a verification result' },
});

/** Withdrawing a certificate (issue 31): on the learner's list, asked first. */
export const withdrawMessages = defineMessages({
  oldName: { id: 'learning.certificates.withdraw.oldName', defaultMessage: 'In your old name', description: 'Tag on a certificate made before the learner changed their name' },
  button: { id: 'learning.certificates.withdraw.button', defaultMessage: 'Withdraw this certificate', description: 'Button that asks before withdrawing one certificate' },
  question: {
    id: 'learning.certificates.withdraw.question',
    defaultMessage: 'Withdraw this certificate? Anyone who checks its code, like an employer, will see that you withdrew it. They will not see your name. You cannot undo this.',
    description: 'The question asked before withdrawing a certificate',
  },
  confirm: { id: 'learning.certificates.withdraw.confirm', defaultMessage: 'Yes, withdraw it', description: 'Button that withdraws the certificate' },
  keep: { id: 'learning.certificates.withdraw.keep', defaultMessage: 'No, keep it', description: 'Button that closes the question and keeps the certificate' },
  working: { id: 'learning.certificates.withdraw.working', defaultMessage: 'Please wait…', description: 'Button text while the certificate is withdrawn' },
  doneToast: { id: 'learning.certificates.withdraw.done', defaultMessage: 'Your certificate is withdrawn', description: 'Toast title after a certificate is withdrawn' },
  failedToast: { id: 'learning.certificates.withdraw.failed', defaultMessage: 'We could not withdraw your certificate', description: 'Toast title when withdrawing failed' },
  tryAgain: { id: 'learning.certificates.withdraw.tryAgain', defaultMessage: 'Please try again.', description: 'Toast text when withdrawing failed for no given reason' },
});

/** Messages with the certificate's code in them. */
export const codeMessages = {
  group: defineMessage<{ code: string }>({
    id: 'learning.certificates.withdraw.group',
    defaultMessage: 'Certificate {code}',
    description: 'Screen-reader name of one certificate on the list (its code)',
  }),
  withdrawnNote: defineMessage<{ code: string }>({
    id: 'learning.certificates.withdraw.note',
    defaultMessage: 'You withdrew the certificate with code {code}. It is no longer valid.',
    description: 'On the learner\'s list: a certificate they withdrew',
  }),
};

export const nameFormatMessages = {
  full: defineMessage<{ name: string }>({ id: 'learning.certificates.nameFull', defaultMessage: 'Full name: {name}', description: 'Name choice: the whole name' }),
  firstLastInitial: defineMessage<{ name: string }>({
    id: 'learning.certificates.nameInitial',
    defaultMessage: 'First name and last initial: {name}',
    description: 'Name choice: first name and the first letter of the last name',
  }),
};

export const notEarnedMessage = defineMessage<{ passed: number; total: number; first: number; last: number }>({
  id: 'learning.certificates.notEarned',
  defaultMessage: '{total, plural, one {Pass module {first} to earn this certificate.} other {Pass modules {first} to {last} to earn this certificate. You passed {passed} of {total}.}}',
  description: 'A certificate not earned yet, with how far the learner is',
});

export const verifyMessages = defineMessages({
  requiredNote: {
    id: 'learning.certificates.verifyInstruction',
    defaultMessage: 'Type the code printed on the certificate, then press Check certificate.',
    description: 'Sentence at the top of the verification form (an instruction, not an error: it also shows under a result)',
  },
  codeLabel: { id: 'learning.certificates.codeLabelRequired', defaultMessage: 'Certificate code (required)', description: 'Label of the code field, which must be filled in' },
  codeHint: { id: 'learning.certificates.codeHint', defaultMessage: '16 letters and numbers, for example K7QM-4XPA-9TRD-W2HN', description: 'Hint under the code field' },
  check: { id: 'learning.certificates.check', defaultMessage: 'Check certificate', description: 'Button of the verification form' },
  badFormat: {
    id: 'learning.certificates.badFormat',
    defaultMessage: 'This is not a certificate code. A code has 16 letters and numbers, like K7QM-4XPA-9TRD-W2HN.',
    description: 'Error: the typed code has the wrong length or characters',
  },
  notFound: {
    id: 'learning.certificates.notFound',
    defaultMessage: 'We could not find a certificate with this code. Check each letter and number and try again.',
    description: 'Error: no certificate has this code',
  },
  rateLimited: {
    id: 'learning.certificates.rateLimited',
    defaultMessage: 'Too many codes were checked from this place. Please wait an hour and try again.',
    description: 'Error: too many lookups of unknown codes from one address',
  },
  failed: { id: 'learning.certificates.verifyFailed', defaultMessage: 'We could not check the code right now. Please try again.', description: 'Error: the check failed' },
  valid: { id: 'learning.certificates.valid', defaultMessage: 'This certificate is valid.', description: 'Verification result: real and not revoked' },
  withdrawn: {
    id: 'learning.certificates.withdrawn',
    defaultMessage: 'This certificate was withdrawn by the holder. It is no longer valid.',
    description: 'Verification result: the learner withdrew the certificate or deleted their account (no name is shown)',
  },
  revoked: { id: 'learning.certificates.revoked', defaultMessage: 'This certificate was revoked. It is no longer valid.', description: 'Verification result: revoked' },
  revokedOn: { id: 'learning.certificates.revokedOnLabel', defaultMessage: 'Revoked on', description: 'Verification result: label before the date staff revoked the certificate' },
  withdrawnOn: {
    id: 'learning.certificates.withdrawnOnLabel',
    defaultMessage: 'Withdrawn on',
    description: 'Verification result: label before the date the holder withdrew the certificate (the same word as the result above it)',
  },
  privacy: {
    id: 'learning.certificates.privacy',
    defaultMessage: 'This page shows only what is printed on the certificate.',
    description: 'Note under a verification result',
  },
});

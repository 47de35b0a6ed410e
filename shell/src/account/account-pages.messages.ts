import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the pages the /account page leads to: the email links, the data summary, deleting the account. */
export const accountPagesMessages = defineMessages({
  confirmTitle: { id: 'shell.accountEmail.confirmTitle', defaultMessage: 'Confirm your new email', description: 'Page opened from the email-change link' },
  confirmIntro: { id: 'shell.accountEmail.confirmIntro', defaultMessage: 'Press the button to use this email address for your account.', description: 'Email-change link page sentence' },
  confirmButton: { id: 'shell.accountEmail.confirmButton', defaultMessage: 'Use this email address', description: 'Email-change link page button' },
  undoTitle: { id: 'shell.accountEmail.undoTitle', defaultMessage: 'Put your old email back', description: 'Page opened from the undo link sent to the old address' },
  undoIntro: {
    id: 'shell.accountEmail.undoIntro',
    defaultMessage: 'Press the button to put this email address back on your account. Every phone and computer will be signed out.',
    description: 'Undo link page sentence',
  },
  undoButton: { id: 'shell.accountEmail.undoButton', defaultMessage: 'Put my old email back', description: 'Undo link page button' },
  verifyTitle: { id: 'shell.accountEmail.verifyTitle', defaultMessage: 'Confirm your email address', description: 'Page opened from the link that confirms an account\'s email address' },
  verifyIntro: {
    id: 'shell.accountEmail.verifyIntro',
    defaultMessage: 'Press the button to confirm that this email address is yours.',
    description: 'Email confirmation link page sentence',
  },
  verifyButton: { id: 'shell.accountEmail.verifyButton', defaultMessage: 'Confirm my email', description: 'Email confirmation link page button' },
  noToken: { id: 'shell.accountEmail.noToken', defaultMessage: 'This link is not complete. Open the whole link from your email.', description: 'Email link page opened without its token' },
  done: { id: 'shell.accountEmail.done', defaultMessage: 'Done', description: 'Toast title after an email link worked' },
  confirmDone: { id: 'shell.accountEmail.confirmDone', defaultMessage: 'Your email address is changed. We told your old address.', description: 'Said after the email-change link worked' },
  undoDone: {
    id: 'shell.accountEmail.undoDone',
    defaultMessage: 'Your old email address is back. Every device is signed out. Sign in again, and change your password if someone else knows it.',
    description: 'Said after the undo link put the old email back',
  },
  verifyDone: { id: 'shell.accountEmail.verifyDone', defaultMessage: 'Your email address is confirmed.', description: 'Said after the link that confirms an address worked' },
  linkFailed: { id: 'shell.accountEmail.linkFailed', defaultMessage: 'This link did not work', description: 'Title of the message when an email link was refused' },
  working: { id: 'shell.accountEmail.working', defaultMessage: 'Working…', description: 'Button text while the link is checked' },
  toAccount: { id: 'shell.accountEmail.toAccount', defaultMessage: 'Go to my account', description: 'Link after the email changed' },
  toLogin: { id: 'shell.accountEmail.toLogin', defaultMessage: 'Log in', description: 'Link after the old email came back (everyone is signed out)' },
  dataTitle: { id: 'shell.accountData.title', defaultMessage: 'My data', description: 'Data summary page heading' },
  dataIntro: { id: 'shell.accountData.intro', defaultMessage: 'This is everything we keep about your account.', description: 'Data summary page sentence' },
  dataMoneyPlan: { id: 'shell.accountData.moneyPlan', defaultMessage: 'Your money plan is saved.', description: 'Data summary: the learner has a saved money plan' },
  dataFormsWaiting: {
    id: 'shell.accountData.formsWaiting',
    defaultMessage: 'Confirm your email address to see the forms sent from it.',
    description: 'Data summary: forms are not listed until the email address is confirmed',
  },
  dataAuditLog: {
    id: 'shell.accountData.auditLog',
    defaultMessage:
      'Our record of changes keeps your username and what was done with your account, with the date. It stays even if you delete your account, so we can check who changed what.',
    description: 'Data summary: the audit log keeps the username, also after deletion',
  },
  deleteTitle: { id: 'shell.accountDelete.title', defaultMessage: 'Delete my account', description: 'Delete page heading' },
  deleteIntro: { id: 'shell.accountDelete.intro', defaultMessage: 'This cannot be undone. Read what happens first.', description: 'Delete page sentence' },
  erasedHeading: { id: 'shell.accountDelete.erasedHeading', defaultMessage: 'What happens', description: 'Delete page: heading of the list' },
  erasedSessions: { id: 'shell.accountDelete.erasedSessions', defaultMessage: 'You are signed out on every phone and computer.', description: 'Delete page: list item' },
  erasedPerson: { id: 'shell.accountDelete.erasedPerson', defaultMessage: 'We erase your name, email and language.', description: 'Delete page: list item' },
  erasedProgress: {
    id: 'shell.accountDelete.erasedProgress',
    defaultMessage: 'Your quiz tries and progress stay only as numbers with no name, so we can count how many people finish.',
    description: 'Delete page: list item',
  },
  erasedCertificates: {
    id: 'shell.accountDelete.erasedCertificates',
    defaultMessage: 'Your certificates stop working. A check of one says "withdrawn by the holder" and shows no name.',
    description: 'Delete page: list item',
  },
  erasedSaved: {
    id: 'shell.accountDelete.erasedSaved',
    defaultMessage: 'We erase your money plan, your Spot the scam answers and where you stopped reading.',
    description: 'Delete page: list item',
  },
  erasedUsername: { id: 'shell.accountDelete.erasedUsername', defaultMessage: 'No one can take your username for 30 days.', description: 'Delete page: list item' },
  keptAuditLog: {
    id: 'shell.accountDelete.keptAuditLog',
    defaultMessage:
      'Our record of changes keeps your username and what was done with your account, with the date. It never has your name, email or answers. We keep this record for as long as the site runs, so we can check who changed what.',
    description: 'Delete page: list item saying the audit log keeps the username after deletion, and why',
  },
  downloadFirst: { id: 'shell.accountDelete.downloadFirst', defaultMessage: 'You may want to download your data first.', description: 'Delete page: sentence before the download link' },
  code: { id: 'shell.accountDelete.code', defaultMessage: 'Code from your app', description: 'Delete page: two-step code field' },
  deleteButton: { id: 'shell.accountDelete.button', defaultMessage: 'Delete my account for good', description: 'Delete page: button' },
  deleting: { id: 'shell.accountDelete.deleting', defaultMessage: 'Deleting…', description: 'Delete page: button while working' },
  deletedTitle: { id: 'shell.accountDelete.deletedTitle', defaultMessage: 'Account deleted', description: 'Toast title after deletion' },
  deletedBody: {
    id: 'shell.accountDelete.deletedBody',
    defaultMessage: 'Your account and what it held are erased, and you are logged out.',
    description: 'Delete page: said after the account was deleted',
  },
  toHome: { id: 'shell.accountDelete.toHome', defaultMessage: 'Go to the home page', description: 'Delete page: link home after the account was deleted' },
  cancel: { id: 'shell.accountDelete.cancel', defaultMessage: 'Keep my account', description: 'Delete page: link back to the account page' },
});

// Messages with values: one defineMessage each, so react-intl types their values.
export const modulesPassedMessage = defineMessage<{ count: number }>({ id: 'shell.accountData.modulesPassed', defaultMessage: 'Modules finished: {count}', description: 'Data summary: number of modules completed' });
export const attemptsMessage = defineMessage<{ count: number }>({ id: 'shell.accountData.attempts', defaultMessage: 'Quiz tries: {count}', description: 'Data summary: number of quiz attempts' });
export const certificatesMessage = defineMessage<{ count: number }>({ id: 'shell.accountData.certificates', defaultMessage: 'Certificates: {count}', description: 'Data summary: number of certificates' });
export const sessionsMessage = defineMessage<{ count: number }>({ id: 'shell.accountData.sessions', defaultMessage: 'Phones and computers signed in: {count}', description: 'Data summary: number of sessions' });
export const formsMessage = defineMessage<{ count: number }>({ id: 'shell.accountData.forms', defaultMessage: 'Forms sent with your email: {count}', description: 'Data summary: number of forms' });
export const practiceMessage = defineMessage<{ count: number }>({ id: 'shell.accountData.practice', defaultMessage: 'Spot the scam answers: {count}', description: 'Data summary: number of saved practice answers' });
export const classLineMessage = defineMessage<{ name: string }>({ id: 'shell.accountData.class', defaultMessage: 'Your instructor: {name}', description: 'Data summary: the instructor of the learner\'s class' });

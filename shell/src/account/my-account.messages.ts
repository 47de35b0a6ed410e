import { defineMessage, defineMessages } from 'react-intl';

/** Texts of "My account" (/account) and its pages: the email link, data and deletion (issue 31). */
export const myAccountMessages = defineMessages({
  title: { id: 'shell.myAccount.title', defaultMessage: 'My account', description: 'My account page heading' },
  intro: { id: 'shell.myAccount.intro', defaultMessage: 'Your name, email and language. You can also download your data or delete your account.', description: 'My account page sentence' },
  signedOutIntro: { id: 'shell.myAccount.signedOutIntro', defaultMessage: 'Log in to see your account.', description: 'My account page for a visitor who is not signed in' },
  profileHeading: { id: 'shell.myAccount.profileHeading', defaultMessage: 'About you', description: 'My account: heading of the list of name, username, email, language' },
  username: { id: 'shell.myAccount.username', defaultMessage: 'Username', description: 'My account: label of the username' },
  name: { id: 'shell.myAccount.name', defaultMessage: 'Name', description: 'My account: label of the name' },
  email: { id: 'shell.myAccount.email', defaultMessage: 'Email', description: 'My account: label of the email address' },
  noEmail: { id: 'shell.myAccount.noEmail', defaultMessage: 'No email yet', description: 'My account: the learner has no email address' },
  language: { id: 'shell.myAccount.language', defaultMessage: 'Language', description: 'My account: label of the language' },
  languageNotChosen: { id: 'shell.myAccount.languageNotChosen', defaultMessage: 'Not chosen yet', description: 'My account: the learner never chose a language' },
  english: { id: 'shell.myAccount.english', defaultMessage: 'English', description: 'Language name' },
  spanish: { id: 'shell.myAccount.spanish', defaultMessage: 'Spanish (Español)', description: 'Language name' },
  nameHeading: { id: 'shell.myAccount.nameHeading', defaultMessage: 'Change your name', description: 'My account: name form heading' },
  nameHint: {
    id: 'shell.myAccount.nameHint',
    defaultMessage: 'Certificates you already have keep the old name. On the certificates page you can get a new one with this name.',
    description: 'My account: hint under the name field',
  },
  saveName: { id: 'shell.myAccount.saveName', defaultMessage: 'Save name', description: 'My account: name form button' },
  nameSaved: { id: 'shell.myAccount.nameSaved', defaultMessage: 'Your name is saved', description: 'Toast after the name changed' },
  certificatesLink: { id: 'shell.myAccount.certificatesLink', defaultMessage: 'Go to my certificates', description: 'Link after the name changed' },
  emailHeading: { id: 'shell.myAccount.emailHeading', defaultMessage: 'Change your email', description: 'My account: email form heading' },
  addEmailHeading: { id: 'shell.myAccount.addEmailHeading', defaultMessage: 'Add an email address', description: 'My account: email form heading for a learner without email' },
  newEmail: { id: 'shell.myAccount.newEmail', defaultMessage: 'New email address', description: 'My account: email form field' },
  newEmailHint: {
    id: 'shell.myAccount.newEmailHint',
    defaultMessage: 'We send a link there. Your email changes only when you open the link.',
    description: 'My account: hint under the new email field',
  },
  currentPassword: { id: 'shell.myAccount.currentPassword', defaultMessage: 'Your password', description: 'My account: password field of the email and delete forms' },
  sendLink: { id: 'shell.myAccount.sendLink', defaultMessage: 'Send the link', description: 'My account: email form button' },
  linkSent: { id: 'shell.myAccount.linkSent', defaultMessage: 'Check your email', description: 'Toast title after an email-change link was sent' },
  notVerified: {
    id: 'shell.myAccount.notVerified',
    defaultMessage: 'Your email address is not confirmed yet. Open the link we sent to it. Until then, we do not show your account the forms sent from this address.',
    description: 'My account: the email address is not verified, and what that means',
  },
  sendVerifyLink: { id: 'shell.myAccount.sendVerifyLink', defaultMessage: 'Send the confirmation link again', description: 'My account: button that mails the link that confirms the email address again' },
  verifySendFailed: { id: 'shell.myAccount.verifySendFailed', defaultMessage: 'Link not sent', description: 'Toast title when sending the confirmation link failed' },
  languageHeading: { id: 'shell.myAccount.languageHeading', defaultMessage: 'Your language', description: 'My account: language form heading' },
  languageHint: {
    id: 'shell.myAccount.languageHint',
    defaultMessage: 'When you log in on any phone or computer, the site is in this language.',
    description: 'My account: hint of the language choice',
  },
  saveLanguage: { id: 'shell.myAccount.saveLanguage', defaultMessage: 'Save language', description: 'My account: language form button' },
  languageSaved: { id: 'shell.myAccount.languageSaved', defaultMessage: 'Your language is saved', description: 'Toast after the language changed' },
  dataHeading: { id: 'shell.myAccount.dataHeading', defaultMessage: 'Your data', description: 'My account: heading of the data section' },
  dataIntro: {
    id: 'shell.myAccount.dataIntro',
    defaultMessage: 'See everything we keep about you, or download it as one file.',
    description: 'My account: sentence of the data section',
  },
  seeData: { id: 'shell.myAccount.seeData', defaultMessage: 'See my data', description: 'Link to the data summary page' },
  download: { id: 'shell.myAccount.download', defaultMessage: 'Download my data', description: 'Link that downloads the data file' },
  deleteHeading: { id: 'shell.myAccount.deleteHeading', defaultMessage: 'Delete your account', description: 'My account: heading of the delete section' },
  deleteLink: { id: 'shell.myAccount.deleteLink', defaultMessage: 'Delete my account', description: 'Link to the delete page' },
  saving: { id: 'shell.myAccount.saving', defaultMessage: 'Saving…', description: 'Button text while a change is sent' },
  failed: { id: 'shell.myAccount.failed', defaultMessage: 'Not saved', description: 'Toast title when a change failed' },
  nameSavedBody: { id: 'shell.myAccount.nameSavedBody', defaultMessage: 'Your new name shows on this page and in the menu.', description: 'My account: said after the name was saved' },
  linkSentBody: {
    id: 'shell.myAccount.linkSentBody',
    defaultMessage: 'We sent a link to the new address. Your email changes when you open it.',
    description: 'My account: said after the email form was sent',
  },
  verifyLinkSentBody: {
    id: 'shell.myAccount.verifyLinkSentBody',
    defaultMessage: 'We sent a new link to your email address. Open it to confirm the address.',
    description: 'My account: said after the confirmation link was sent again',
  },
  languageSavedBody: { id: 'shell.myAccount.languageSavedBody', defaultMessage: 'The site now shows in the language you chose.', description: 'My account: said after the language was saved' },
});

// Messages with values: one defineMessage each, so react-intl types their values.
export const pendingEmailMessage = defineMessage<{ email: string }>({
    id: 'shell.myAccount.pendingEmail',
    defaultMessage: 'We sent a link to {email}. Your email changes when you open it.',
    description: 'My account: a new email address waits for its link to be opened',
  });

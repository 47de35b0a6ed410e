import { defineMessages } from 'react-intl';

/** `/claim` (issue 41): a person who learned in a class inside brings that work into their own account. */
export const claimMessages = defineMessages({
  title: { id: 'shell.claim.title', defaultMessage: 'Bring your class work into your account', description: 'Claim page: heading' },
  intro: {
    id: 'shell.claim.intro',
    defaultMessage: 'Did you take our class inside? Your teacher gave you a card with a code. The code puts your modules, scores and answers from class into your own account.',
    description: 'Claim page: under the heading',
  },
  stepsHeading: { id: 'shell.claim.stepsHeading', defaultMessage: 'Two steps', description: 'Claim page, signed out: heading of the steps' },
  stepAccount: {
    id: 'shell.claim.stepAccount',
    defaultMessage: 'Log in, or make an account. You do not need an email.',
    description: 'Claim page, signed out: step 1',
  },
  stepCode: { id: 'shell.claim.stepCode', defaultMessage: 'Type the code from your card.', description: 'Claim page, signed out: step 2' },
  logIn: { id: 'shell.claim.logIn', defaultMessage: 'Log in', description: 'Claim page, signed out: link to log in and come back' },
  signUp: { id: 'shell.claim.signUp', defaultMessage: 'Make an account', description: 'Claim page, signed out: link to make an account and come back' },
  staff: {
    id: 'shell.claim.staff',
    defaultMessage: 'You are signed in as staff. Class work goes into a learner’s own account: log out, then the learner logs in here.',
    description: 'Claim page: a staff account cannot claim',
  },
  codeLabel: { id: 'shell.claim.codeLabel', defaultMessage: 'Code from your card', description: 'Claim page: the code field' },
  codeHint: {
    id: 'shell.claim.codeHint',
    defaultMessage: '12 letters and numbers, like ABCD-EFGH-JKMN. Small or capital letters both work.',
    description: 'Claim page: hint under the code field',
  },
  codeRequired: { id: 'shell.claim.codeRequired', defaultMessage: 'Type the code from your card.', description: 'Claim page: the code field is empty' },
  send: { id: 'shell.claim.send', defaultMessage: 'Add my class work', description: 'Claim page: the send button' },
  sending: { id: 'shell.claim.sending', defaultMessage: 'Adding...', description: 'Claim page: the send button while it sends' },
  failTitle: { id: 'shell.claim.failTitle', defaultMessage: 'Your class work was not added', description: 'Claim page: the claim did not go through' },
  failBody: { id: 'shell.claim.failBody', defaultMessage: 'Something went wrong. Please try again.', description: 'Claim page: unknown failure' },
  doneTitle: { id: 'shell.claim.doneTitle', defaultMessage: 'Your class work is in your account', description: 'Claim page: it worked' },
  doneBody: {
    id: 'shell.claim.doneBody',
    defaultMessage: 'Your modules, scores and answers from class are here now. If you passed every module, you can get your certificate.',
    description: 'Claim page: it worked, what now',
  },
  toModules: { id: 'shell.claim.toModules', defaultMessage: 'See my modules', description: 'Claim page: link to the modules after a claim' },
  toAccount: { id: 'shell.claim.toAccount', defaultMessage: 'My account', description: 'Claim page: link to my account after a claim' },
});

import { defineMessages } from 'react-intl';

/** The before-check itself (issue 40), in its own chunk: its heading and loading words are the offer's. */
export const beforeCheckMessages = defineMessages({
  intro: {
    id: 'learning.beforeCheck.intro',
    defaultMessage: 'Answer each question as well as you can. It is fine to guess. This is not graded, and we do not show the answers now.',
    description: 'Before-check: above the questions',
  },
  chooseAnswer: { id: 'learning.beforeCheck.chooseAnswer', defaultMessage: 'Choose one answer. If you are not sure, take a guess.', description: 'Before-check: under a question sent with no answer' },
  answersInvalid: {
    id: 'learning.beforeCheck.answersInvalid',
    defaultMessage: 'Choose one of the answers shown for each question, then send.',
    description: 'Before-check: a post whose answers do not fit the questions (too many, or not one of the options)',
  },
  send: { id: 'learning.beforeCheck.send', defaultMessage: 'Send my answers', description: 'Before-check: the send button' },
  sending: { id: 'learning.beforeCheck.sending', defaultMessage: 'Sending...', description: 'Before-check: the send button while sending' },
  notKept: { id: 'learning.beforeCheck.notKept', defaultMessage: 'We could not keep your answers. Please try again.', description: 'Before-check: the answers could not be sent' },
  skip: { id: 'learning.beforeCheck.skip', defaultMessage: 'Skip this and read the lesson', description: 'Before-check: link to the lesson instead' },
  keptOnPhone: {
    id: 'learning.beforeCheck.keptOnPhone',
    defaultMessage: 'Saved on this phone. We will send your answers when you are online.',
    description: 'After the before-check was sent without internet: the answers are kept on the device and sent later',
  },
  thanks: { id: 'learning.beforeCheck.thanks', defaultMessage: 'Thank you. We kept your answers.', description: 'After the before-check was sent' },
  notGraded: {
    id: 'learning.beforeCheck.notGraded',
    defaultMessage: 'This is not graded. After the quiz, you will see how much you learned.',
    description: 'After the before-check was sent: what happens with it',
  },
  readLesson: { id: 'learning.beforeCheck.readLesson', defaultMessage: 'Read the lesson', description: 'After the before-check: link to the lesson' },
  closed: { id: 'learning.beforeCheck.closed', defaultMessage: 'You took this quiz already, so these questions are closed.', description: 'Before-check opened after the quiz was taken' },
  loadFailed: { id: 'learning.beforeCheck.loadFailed', defaultMessage: 'We could not load the questions. You can read the lesson now.', description: 'Before-check: the questions could not be loaded' },
});

import { defineMessages } from 'react-intl';

export const offlineQuizMessages = defineMessages({
  savedOnPhone: {
    id: 'learning.quiz.savedOnPhone',
    defaultMessage: 'Saved on this phone. We will send it when you are online.',
    description: 'After a quiz was submitted without internet: the answers are kept and sent later (issue 22 wording)',
  },
  logInToSend: {
    id: 'learning.quiz.logInToSend',
    defaultMessage: 'Log in again to send your saved answers.',
    description: 'A saved quiz could not be sent because the session ended',
  },
  notGraded: {
    id: 'learning.quiz.notGraded',
    defaultMessage: 'These saved answers could not be graded. Please take the quiz again.',
    description: 'The server refused a saved quiz (for example the module is locked)',
  },
});

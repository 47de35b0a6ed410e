import { defineMessage, defineMessages } from 'react-intl';

/** An attempt: the questions, sending, and the results. */
export const attemptMessages = defineMessages({
  chooseAnswer: { id: 'learning.quiz.chooseAnswer', defaultMessage: 'Choose one answer.', description: 'Under a question sent with no answer chosen' },
  previousQuestion: { id: 'learning.quiz.previousQuestion', defaultMessage: 'Previous Question', description: 'Button back to the previous question' },
  nextQuestion: { id: 'learning.quiz.nextQuestion', defaultMessage: 'Next Question', description: 'Button to the next question (spec wording)' },
  submit: { id: 'learning.quiz.submit', defaultMessage: 'Submit Quiz', description: 'Button on the last question (spec wording)' },
  submitting: { id: 'learning.quiz.submitting', defaultMessage: 'Submitting...', description: 'Submit button while the answers are being sent' },
  // The spec's messages (its toasts), said at the question's form and in the results (issue 42: panels, not toasts).
  passedTitle: { id: 'learning.quiz.passedToastTitle', defaultMessage: 'Module completed!', description: 'Results: title after a passing attempt (spec wording)' },
  signedOutTitle: { id: 'learning.quiz.authToastTitle', defaultMessage: 'Authentication required', description: 'Beside the login prompt: a quiz answer was sent after the session ended (spec wording)' },
  signedOutBody: { id: 'learning.quiz.authToastBody', defaultMessage: 'Please log in to save your progress', description: 'Beside the login prompt: a quiz answer was sent after the session ended (spec wording)' },
  notSavedTitle: { id: 'learning.quiz.errorToastTitle', defaultMessage: 'Error saving progress', description: 'At the question: the quiz could not be saved (spec wording)' },
  notSavedBody: { id: 'learning.quiz.errorToastBody', defaultMessage: 'Please try again later', description: 'At the question: the quiz could not be saved, and the API gave no reason (spec wording)' },
  resultsTitle: { id: 'learning.quiz.resultsTitle', defaultMessage: 'Your results', description: 'Heading of the quiz results' },
  passed: { id: 'learning.quiz.passed', defaultMessage: 'You passed. Well done!', description: 'Results: the attempt reached the pass mark' },
  notPassedReview: {
    id: 'learning.quiz.notPassedReview',
    defaultMessage: 'Look at the questions marked "Incorrect" below and read why. Then read the lesson again, and try the quiz one more time.',
    description: 'Results below the pass mark: what to review (kind, plain words)',
  },
  readLesson: { id: 'learning.quiz.readLesson', defaultMessage: 'Read the lesson again', description: 'Link from the results to the lesson tab' },
  tryAgain: { id: 'learning.quiz.tryAgain', defaultMessage: 'Try again', description: 'Button that starts the quiz over' },
  takeAgain: { id: 'learning.quiz.takeAgain', defaultMessage: 'Take the quiz again', description: 'Button that starts the quiz over after passing' },
  correct: { id: 'learning.quiz.correct', defaultMessage: 'Correct', description: 'Results: this question was answered right' },
  incorrect: { id: 'learning.quiz.incorrect', defaultMessage: 'Incorrect', description: 'Results: this question was answered wrong' },
  yourAnswer: { id: 'learning.quiz.yourAnswer', defaultMessage: 'Your answer:', description: 'Results: label before the chosen option' },
  correctAnswer: { id: 'learning.quiz.correctAnswer', defaultMessage: 'Correct answer:', description: 'Results: label before the right option' },
  certificateEarned: {
    id: 'learning.quiz.certificateEarned',
    defaultMessage: 'You earned a certificate! Get it on the My certificates page.',
    description: 'After a pass that completes the modules of a certificate (toast and results)',
  },
  certificateLink: { id: 'learning.quiz.certificateLink', defaultMessage: 'Get my certificate', description: 'Link from the quiz results to /certificates' },
  answersTitle: { id: 'learning.quiz.answersTitle', defaultMessage: 'Question by question', description: 'Heading above the per-question results' },
});

export const questionNumberMessage = defineMessage<{ number: number; count: number }>({
  id: 'learning.quiz.questionNumber',
  defaultMessage: 'Question {number} of {count}',
  description: 'Heading above each question',
});

export const passedScoreMessage = defineMessage<{ score: number }>({
  id: 'learning.quiz.passedToastBody',
  defaultMessage: 'You scored {score}%. Great job!',
  description: 'Results: the percentage after a passing attempt (spec wording)',
});

export const scoreMessage = defineMessage<{ score: number }>({
  id: 'learning.quiz.score',
  defaultMessage: 'You scored {score}%',
  description: 'Results: the percentage',
});

export const correctCountMessage = defineMessage<{ correct: number; count: number }>({
  id: 'learning.quiz.correctCount',
  defaultMessage: '{correct} of {count} answers correct',
  description: 'Results: how many answers were right',
});

export const notPassedMessage = defineMessage<{ pass: number }>({
  id: 'learning.quiz.notPassed',
  defaultMessage: 'You need {pass}% to pass. That is OK: many people need more than one try.',
  description: 'Results below the pass mark (kind, plain words)',
});

export const goToModuleMessage = defineMessage<{ id: number }>({
  id: 'learning.quiz.goToModule',
  defaultMessage: 'Go on to Module {id}',
  description: 'Link from passing results to the next module',
});

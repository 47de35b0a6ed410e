import { defineMessage, defineMessages } from 'react-intl';

export const myAttemptsMessages = defineMessages({
  heading: { id: 'learning.myAttempts.heading', defaultMessage: 'Your quiz attempts', description: 'Module page: heading of the list of the learner’s own quiz attempts' },
  passed: { id: 'learning.myAttempts.passed', defaultMessage: 'Passed', description: 'My attempts: this attempt reached the pass mark' },
  notPassed: { id: 'learning.myAttempts.notPassed', defaultMessage: 'Not passed', description: 'My attempts: this attempt did not reach the pass mark' },
  missedHeading: { id: 'learning.myAttempts.missedHeading', defaultMessage: 'Questions you missed', description: 'My attempts: heading above the questions the learner got wrong in one attempt' },
  allRight: { id: 'learning.myAttempts.allRight', defaultMessage: 'You got every question right.', description: 'My attempts: an attempt with no wrong answers' },
  yourAnswer: { id: 'learning.myAttempts.yourAnswer', defaultMessage: 'Your answer:', description: 'My attempts: label before the option the learner chose' },
  rightAnswer: { id: 'learning.myAttempts.rightAnswer', defaultMessage: 'Right answer:', description: 'My attempts: label before the correct option' },
  onPaper: {
    id: 'learning.myAttempts.onPaper',
    defaultMessage: 'On a paper answer sheet in class',
    description: 'My attempts: this attempt was an answer sheet from a class, typed in by the instructor and claimed into the account (issue 41)',
  },
});

export const attemptSummaryMessage = defineMessage<{ date: string; score: number; correct: number; count: number }>({
  id: 'learning.myAttempts.summary',
  defaultMessage: '{date}: {score}% ({correct} of {count} right)',
  description: 'My attempts: one attempt’s line; {date} is when it was taken, {score} a whole percent',
});

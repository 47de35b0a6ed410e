import { defineMessage, defineMessages } from 'react-intl';

/** The quiz tab before an attempt starts. */
export const quizMessages = defineMessages({
  loading: { id: 'learning.quiz.loading', defaultMessage: 'Loading the quiz…', description: 'While quiz questions load' },
  loadFailed: {
    id: 'learning.quiz.loadFailed',
    defaultMessage: 'The quiz did not load. Check your connection, then reload the page.',
    description: 'When the quiz questions could not be loaded',
  },
  retries: { id: 'learning.quiz.retries', defaultMessage: 'You can try as many times as you like.', description: 'Before the quiz: retries are unlimited' },
  start: { id: 'learning.quiz.start', defaultMessage: 'Start Quiz', description: 'Button that shows the first question' },
});

export const quizIntroMessage = defineMessage<{ count: number; pass: number }>({
  id: 'learning.quiz.intro',
  defaultMessage: 'This quiz has {count} questions. To pass, you need {pass}% or more.',
  description: 'Before the quiz: number of questions and the pass mark',
});

export const bestScoreMessage = defineMessage<{ score: number }>({
  id: 'learning.quiz.bestScore',
  defaultMessage: 'Your best score so far: {score}%.',
  description: 'Before the quiz, when the learner tried it before',
});


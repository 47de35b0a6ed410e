import { defineMessage, defineMessages } from 'react-intl';

/**
 * The before-check's offer above the lesson (issue 40), part of the module page's code: only these words,
 * so the check's own (before-check.messages.ts) come with its chunk.
 */
export const beforeCheckOfferMessages = defineMessages({
  heading: { id: 'learning.beforeCheck.heading', defaultMessage: 'What do you already know?', description: 'Heading of the before-check offer and of the before-check itself' },
  answerLink: { id: 'learning.beforeCheck.answerLink', defaultMessage: 'Answer the questions', description: 'Offer above the lesson: link to the before-check' },
  skipBelow: { id: 'learning.beforeCheck.skipBelow', defaultMessage: 'Or skip it and read the lesson below.', description: 'Offer above the lesson: the before-check is optional' },
  loading: { id: 'learning.beforeCheck.loading', defaultMessage: 'Loading the questions...', description: 'Before-check: while the questions load' },
});

export const offerMessage = defineMessage<{ count: number }>({
  id: 'learning.beforeCheck.offer',
  defaultMessage: 'Before you read, answer {count} short questions. It is not graded. After the quiz, you can see what you learned.',
  description: 'Offer above the lesson: what the before-check is',
});

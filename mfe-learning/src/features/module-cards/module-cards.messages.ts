import { defineMessage, defineMessages } from 'react-intl';

export const moduleCardsMessages = defineMessages({
  topics: { id: 'learning.moduleCards.topics', defaultMessage: 'What you will learn', description: 'Heading above the topics on a module card' },
  startModule: { id: 'learning.moduleCards.startModule', defaultMessage: 'Start Module', description: 'Module card link (not started yet)' },
  continueModule: { id: 'learning.moduleCards.continueModule', defaultMessage: 'Continue Module', description: 'Module card link (quiz tried, not passed yet)' },
  reviewModule: { id: 'learning.moduleCards.reviewModule', defaultMessage: 'Review Module', description: 'Module card link (completed)' },
  completed: { id: 'learning.moduleCards.completed', defaultMessage: 'Completed', description: 'Module card status when the quiz was passed' },
  progressLogin: { id: 'learning.moduleCards.progressLogin', defaultMessage: 'Log in to save your progress.', description: 'Progress summary for visitors (a link)' },
  progressLabel: { id: 'learning.moduleCards.progressLabel', defaultMessage: 'Your progress', description: 'Heading of the progress summary' },
  resourcesTitle: { id: 'learning.moduleCards.resourcesTitle', defaultMessage: 'Digital resources', description: 'Heading of the resources card on the modules page' },
  resourcesBody: {
    id: 'learning.moduleCards.resourcesBody',
    defaultMessage: 'Money guides, faith-based support, and help with ID papers, jobs and housing.',
    description: 'Text of the resources card',
  },
  viewAllResources: { id: 'learning.moduleCards.viewAllResources', defaultMessage: 'View all resources', description: 'Button on the resources card, to /resources' },
});

export const scoreMessage = defineMessage<{ score: number }>({
  id: 'learning.moduleCards.score',
  defaultMessage: 'Score: {score}%',
  description: 'Best quiz score on a completed module card',
});

export const inProgressMessage = defineMessage<{ score: number }>({
  id: 'learning.moduleCards.inProgress',
  defaultMessage: 'In progress · Best score so far: {score}%',
  description: 'Module card status: the quiz was tried but not passed yet',
});

export const progressSummaryMessage = defineMessage<{ completed: number; total: number; percent: number }>({
  id: 'learning.moduleCards.progressSummary',
  defaultMessage: 'You have completed {completed} of {total} modules ({percent}%).',
  description: 'Progress summary; module 6 is not counted (spec section 9)',
});

import { defineMessage, defineMessages } from 'react-intl';

export const moduleNavMessages = defineMessages({
  backToModules: { id: 'learning.moduleNav.backToModules', defaultMessage: 'All modules', description: 'Link from a module back to the modules page' },
  tabsLabel: { id: 'learning.moduleNav.tabsLabel', defaultMessage: 'Module', description: 'Name of the tab list on a module page' },
  contentTab: { id: 'learning.moduleNav.contentTab', defaultMessage: 'Module Content', description: 'Tab with the lesson (spec wording)' },
  quizTab: { id: 'learning.moduleNav.quizTab', defaultMessage: 'Quiz', description: 'Tab with the quiz (spec wording)' },
  quizTabLocked: { id: 'learning.moduleNav.quizTabLocked', defaultMessage: 'Quiz (Login required)', description: 'Disabled quiz tab for visitors (spec wording)' },
  loginPrompt: {
    id: 'learning.moduleNav.loginPrompt',
    defaultMessage: 'Anyone can read the lessons. To take the quiz and save your progress, log in or create a free account.',
    description: 'Under the tabs for visitors: why the quiz is disabled',
  },
  logIn: { id: 'learning.moduleNav.logIn', defaultMessage: 'Log in to take the quiz', description: 'Link to the login page, which comes back to this module' },
  nextStepHeading: { id: 'learning.moduleNav.nextStepHeading', defaultMessage: 'Next step: the quiz', description: 'Heading at the end of a lesson' },
  nextStepText: {
    id: 'learning.moduleNav.nextStepText',
    defaultMessage: 'You read the whole lesson. Now check what you learned. Pass the quiz to finish this module.',
    description: 'At the end of a lesson, for a signed-in learner',
  },
  nextStepLoginText: {
    id: 'learning.moduleNav.nextStepLoginText',
    defaultMessage: 'You read the whole lesson. Log in to take the quiz and save your progress.',
    description: 'At the end of a lesson, for a visitor',
  },
  takeQuiz: { id: 'learning.moduleNav.takeQuiz', defaultMessage: 'Take the quiz', description: 'Link at the end of a lesson to its quiz' },
  logInThenQuiz: {
    id: 'learning.moduleNav.logInThenQuiz',
    defaultMessage: 'Log in and start the quiz',
    description: 'Link at the end of a lesson, for a visitor: log in, then come back to the quiz (another link than the one at the top)',
  },
  signUp: { id: 'learning.moduleNav.signUp', defaultMessage: 'Create an account', description: 'Link to the signup page' },
  previousModule: { id: 'learning.moduleNav.previousModule', defaultMessage: 'Previous Module', description: 'Link to the module before (spec wording)' },
  nextModule: { id: 'learning.moduleNav.nextModule', defaultMessage: 'Next Module', description: 'Link to the module after (spec wording)' },
  nextLocked: { id: 'learning.moduleNav.nextLocked', defaultMessage: 'Pass this quiz to open the next module.', description: 'Why Next Module is not available yet' },
  pagerLabel: { id: 'learning.moduleNav.pagerLabel', defaultMessage: 'Modules', description: 'Name of the previous/next navigation' },
  lockedLoginPrompt: {
    id: 'learning.moduleNav.lockedLoginPrompt',
    defaultMessage: 'Already finished it? Log in to see your progress.',
    description: 'Locked module page, for visitors (a link)',
  },
});

export const progressMessage = defineMessage<{ percent: number }>({
  id: 'learning.moduleNav.progress',
  defaultMessage: 'Module progress: {percent}%',
  description: 'Label of the module progress bar (50% reading, 75% on the quiz, 100% completed)',
});

export const lockedMessage = defineMessage<{ previous: number }>({
  id: 'learning.moduleNav.locked',
  defaultMessage: 'You need to complete Module {previous} before accessing this content',
  description: 'Locked module page (spec wording)',
});

export const goToPreviousMessage = defineMessage<{ previous: number }>({
  id: 'learning.moduleNav.goToPrevious',
  defaultMessage: 'Go to Module {previous}',
  description: 'Link from a locked module to the one before it',
});

import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  heroTitle: { id: 'shell.home.title', defaultMessage: 'Build a successful future', description: 'Home page heading' },
  heroIntro: {
    id: 'shell.home.intro',
    defaultMessage: 'Learn about money, banking and digital payments. Apply for help with housing, jobs and other things you need.',
    description: 'Home hero text: learning, and applying for help with housing, employment and other essential services',
  },
  getHelp: { id: 'shell.home.getHelp', defaultMessage: 'Get Help', description: 'Hero button to the assistance application' },
  startLearning: { id: 'shell.home.startLearning', defaultMessage: 'Start learning', description: 'Hero link to the modules' },
  missionTitle: { id: 'shell.home.missionTitle', defaultMessage: 'Our mission and impact', description: 'Heading of the mission-and-impact cards' },
  impactLink: { id: 'shell.home.impactLink', defaultMessage: 'See our results in numbers', description: 'Link under the Outcomes & Impact card to the /impact page' },
  cardsLoading: { id: 'shell.home.cardsLoading', defaultMessage: 'Loading…', description: 'Where the mission or module cards go, while they load (or the server cannot give them now)' },
  modulesTitle: { id: 'shell.home.modulesTitle', defaultMessage: 'Learning modules', description: 'Heading of the modules section' },
  modulesIntro: { id: 'shell.home.modulesIntro', defaultMessage: 'Six short lessons. Start with Module 1 or Module 6.', description: 'Text under the modules heading' },
  progressLogin: { id: 'shell.home.progressLogin', defaultMessage: 'Log in to save your progress.', description: 'Progress summary for visitors' },
  startModule: { id: 'shell.home.startModule', defaultMessage: 'Start Module', description: 'Module card link' },
  reviewModule: { id: 'shell.home.reviewModule', defaultMessage: 'Review Module', description: 'Module card link for a completed module' },
  viewAllModules: { id: 'shell.home.viewAllModules', defaultMessage: 'View all modules', description: 'Link to the modules page' },
  completed: { id: 'shell.home.completed', defaultMessage: 'Completed', description: 'Badge on a completed module card' },
  levelBeginner: { id: 'shell.home.level.beginner', defaultMessage: 'Beginner', description: 'Module level' },
  levelIntermediate: { id: 'shell.home.level.intermediate', defaultMessage: 'Intermediate', description: 'Module level' },
  levelAdvanced: { id: 'shell.home.level.advanced', defaultMessage: 'Advanced', description: 'Module level' },
  aboutTitle: { id: 'shell.home.aboutTitle', defaultMessage: 'About us', description: 'Heading of the about section' },
  aboutBody1: {
    id: 'shell.home.aboutBody1',
    defaultMessage: 'We are a nonprofit. We teach money skills to people coming home from prison, and to their families.',
    description: 'About section, first paragraph',
  },
  aboutBody2: {
    id: 'shell.home.aboutBody2',
    defaultMessage: 'Our lessons are free and in plain words. We also hold free workshops in prisons, jails and halfway houses.',
    description: 'About section, second paragraph',
  },
  testimonialsTitle: { id: 'shell.home.testimonialsTitle', defaultMessage: 'Success stories', description: 'Heading of the testimonials section' },
  translatedFromEn: { id: 'shell.home.translatedFromEn', defaultMessage: 'Translated from English', description: 'Under a success story that was written in English and translated' },
  translatedFromEs: { id: 'shell.home.translatedFromEs', defaultMessage: 'Translated from Spanish', description: 'Under a success story that was written in Spanish and translated' },
  testimonialsLoading: { id: 'shell.home.testimonialsLoading', defaultMessage: 'Loading stories…', description: 'While testimonials load' },
  testimonialsEmpty: {
    id: 'shell.home.testimonialsEmpty',
    defaultMessage: 'No stories yet. Check back soon.',
    description: 'When there are no approved success stories',
  },
  shareYourStory: {
    id: 'shell.home.shareYourStory',
    defaultMessage: 'Share your story',
    description: 'Link under the success stories to the page where visitors send their own story',
  },
  contactTitle: { id: 'shell.home.contactTitle', defaultMessage: 'Get in touch', description: 'Heading of the contact section' },
  contactBody: {
    id: 'shell.home.contactBody',
    defaultMessage: 'Questions? Want a free workshop at your facility? We reply within 2 business days.',
    description: 'Contact section text',
  },
  sendMessage: { id: 'shell.home.sendMessage', defaultMessage: 'Send us a message', description: 'Link to the contact page' },
  scheduleWorkshop: { id: 'shell.home.scheduleWorkshop', defaultMessage: 'Schedule a presentation', description: 'Link to the workshop request page' },
});

export const progressSummaryMessage = defineMessage<{ completed: number; total: number; percent: number }>({
  id: 'shell.home.progressSummary',
  defaultMessage: 'You have completed {completed} of {total} modules ({percent}%).',
  description: 'Progress summary; module 6 is not counted',
});

export const lockedMessage = defineMessage<{ previous: number }>({
  id: 'shell.home.locked',
  defaultMessage: 'Complete Module {previous} to Unlock',
  description: 'Locked module card',
});

export const moduleNumberMessage = defineMessage<{ id: number }>({
  id: 'shell.home.moduleNumber',
  defaultMessage: 'Module {id}',
  description: 'Small label above a module card title',
});

/** The big Start of a shared tablet's home page (kiosk mode), for a new learner. */
export const kioskStartMessages = defineMessages({
  start: { id: 'shell.kiosk.startButton', defaultMessage: 'Start', description: 'Big button on a shared tablet’s home page: begin the lessons' },
  startHint: {
    id: 'shell.kiosk.startHint',
    defaultMessage: 'Sign in or make an account to save your progress.',
    description: 'Under the Start button on a shared tablet',
  },
  signIn: { id: 'shell.kiosk.signIn', defaultMessage: 'Sign in', description: 'Link to the login page under the Start button' },
  signUp: { id: 'shell.kiosk.signUp', defaultMessage: 'Make an account', description: 'Link to the sign-up page under the Start button' },
});

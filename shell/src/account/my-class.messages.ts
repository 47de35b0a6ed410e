import { defineMessage, defineMessages } from 'react-intl';

/** Issue 31, "My class": the learner's class on their account page, and the toast after joining one. */
export const myClassMessages = defineMessages({
  heading: { id: 'shell.myClass.heading', defaultMessage: 'My class', description: 'Account page: heading of the section about the class the learner is in' },
  noClass: {
    id: 'shell.myClass.noClass',
    defaultMessage: 'You are not in a class. If your teacher gives you a class code, they can see your progress.',
    description: 'Account page, My class: the learner is in no class',
  },
  contactLabel: { id: 'shell.myClass.contactLabel', defaultMessage: 'How to reach your teacher:', description: 'Account page, My class: label before the instructor’s contact line' },
  leave: { id: 'shell.myClass.leave', defaultMessage: 'Leave this class', description: 'Account page, My class: link that asks before leaving the class, and the question’s name' },
  confirmText: {
    id: 'shell.myClass.confirmText',
    defaultMessage: 'If you leave, your teacher will no longer see your progress. You keep your account and your progress.',
    description: 'Account page, My class: what leaving the class does, asked before it happens',
  },
  confirmLeave: { id: 'shell.myClass.confirmLeave', defaultMessage: 'Yes, leave the class', description: 'Account page, My class: button that confirms leaving' },
  leaving: { id: 'shell.myClass.leaving', defaultMessage: 'Leaving…', description: 'Account page, My class: the confirm button while leaving is sent' },
  cancel: { id: 'shell.myClass.cancel', defaultMessage: 'Stay in the class', description: 'Account page, My class: link back that cancels leaving' },
  leftTitle: { id: 'shell.myClass.leftTitle', defaultMessage: 'You left the class', description: 'Account page, My class: said after leaving a class' },
  leaveFailedTitle: { id: 'shell.myClass.leaveFailedTitle', defaultMessage: 'You are still in the class', description: 'Account page, My class: title said when leaving a class did not work' },
  loading: { id: 'shell.myClass.loading', defaultMessage: 'Loading your class…', description: 'Account page, My class: while it loads' },
});

export const inClassMessage = defineMessage<{ name: string }>({
  id: 'shell.myClass.inClass',
  defaultMessage: 'You are in {name}’s class.',
  description: 'Account page, My class: whose class the learner is in; {name} is the instructor’s name',
});

export const joinedClassMessage = defineMessage<{ name: string }>({
  id: 'shell.myClass.joinedToast',
  defaultMessage: 'You joined {name}’s class.',
  description: 'Toast right after signing up with a class code; {name} is the instructor’s name',
});

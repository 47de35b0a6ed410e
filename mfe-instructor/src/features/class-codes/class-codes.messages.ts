import { defineMessage, defineMessages } from 'react-intl';

export const classCodesMessages = {
  ...defineMessages({
    heading: { id: 'instructor.classCodes.heading', defaultMessage: 'Class codes', description: 'Heading of the class codes tab' },
    intro: {
      id: 'instructor.classCodes.intro',
      defaultMessage:
        'A class code lets your whole class make accounts from the same place, like a classroom or a center. Learners who use it join your class. Write the code on the board, or share the link.',
      description: 'What a class code is for, under the heading',
    },
    newHeading: { id: 'instructor.classCodes.newHeading', defaultMessage: 'Make a new code', description: 'Heading of the form that makes a code' },
    learners: { id: 'instructor.classCodes.learners', defaultMessage: 'Number of learners', description: 'Field: how many sign-ups the code allows' },
    learnersHint: { id: 'instructor.classCodes.learnersHint', defaultMessage: 'From 1 to 60.', description: 'Hint under the number of learners' },
    hours: { id: 'instructor.classCodes.hours', defaultMessage: 'Hours the code works', description: 'Field: how long the code works' },
    hoursHint: { id: 'instructor.classCodes.hoursHint', defaultMessage: 'From 1 to 12. One class session is usually 4 hours or less.', description: 'Hint under the hours' },
    create: { id: 'instructor.classCodes.create', defaultMessage: 'Make code', description: 'Button that makes a new class code' },
    creating: { id: 'instructor.classCodes.creating', defaultMessage: 'Making code…', description: 'Button text while the code is made' },
    openHeading: { id: 'instructor.classCodes.openHeading', defaultMessage: 'Your open codes', description: 'Heading of the list of codes that still work' },
    none: { id: 'instructor.classCodes.none', defaultMessage: 'You have no open class codes.', description: 'The instructor has no code that still works' },
    codeLabel: { id: 'instructor.classCodes.codeLabel', defaultMessage: 'Class code', description: 'Label before the code in large letters' },
    linkLabel: { id: 'instructor.classCodes.linkLabel', defaultMessage: 'Sign-up link', description: 'Label of the box with the sign-up link' },
    copy: { id: 'instructor.classCodes.copy', defaultMessage: 'Copy link', description: 'Button that copies the sign-up link' },
    copied: { id: 'instructor.classCodes.copied', defaultMessage: 'Link copied.', description: 'Announced after the link was copied' },
    copyFailed: {
      id: 'instructor.classCodes.copyFailed',
      defaultMessage: 'Could not copy. Select the link and copy it yourself.',
      description: 'Announced when the browser did not allow copying',
    },
    failed: { id: 'instructor.classCodes.failed', defaultMessage: 'Something went wrong. Please try again.', description: 'A request failed without a message' },
  }),
  places: defineMessage<{ remaining: number; max: number }>({
    id: 'instructor.classCodes.places',
    defaultMessage: '{remaining} of {max} places left',
    description: 'How many more learners can sign up with the code',
  }),
  ends: defineMessage<{ time: string }>({ id: 'instructor.classCodes.ends', defaultMessage: 'Works until {time}', description: 'When the code stops working' }),
  revoke: defineMessage<{ code: string }>({
    id: 'instructor.classCodes.revoke',
    defaultMessage: 'Turn off {code}',
    description: 'Button that stops a code from working now (the code is named for screen readers)',
  }),
  created: defineMessage<{ code: string }>({
    id: 'instructor.classCodes.created',
    defaultMessage: 'New class code: {code}.',
    description: 'Announced when a code was made',
  }),
  revoked: defineMessage<{ code: string }>({
    id: 'instructor.classCodes.revoked',
    defaultMessage: 'Class code {code} is turned off.',
    description: 'Announced when a code was turned off',
  }),
};

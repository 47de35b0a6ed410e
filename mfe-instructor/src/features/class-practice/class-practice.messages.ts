import { defineMessage, defineMessages } from 'react-intl';

export const classPracticeMessages = {
  ...defineMessages({
    heading: { id: 'instructor.practice.heading', defaultMessage: 'Spot the scam practice', description: 'Heading of the class practice results' },
    intro: {
      id: 'instructor.practice.intro',
      defaultMessage: "From each student's first answer to each message. Go over the ones at the top together.",
      description: 'Text under the practice heading',
    },
    scenario: { id: 'instructor.practice.scenario', defaultMessage: 'Message', description: 'Column: the practice message' },
    answered: { id: 'instructor.practice.answered', defaultMessage: 'Answered', description: 'Column: how many students answered it' },
    wrong: { id: 'instructor.practice.wrong', defaultMessage: 'Wrong the first time', description: 'Column: how many got it wrong at first' },
    students: { id: 'instructor.practice.students', defaultMessage: 'Who has done which', description: 'Heading of the per-student list' },
    none: { id: 'instructor.practice.none', defaultMessage: 'No answers yet.', description: 'Nobody in the class has answered a practice message' },
  }),
  doneCount: defineMessage<{ done: number; total: number }>({
    id: 'instructor.practice.doneCount',
    defaultMessage: '{done} of {total} done',
    description: 'How many practice messages one student has answered',
  }),
};

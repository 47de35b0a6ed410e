import { defineMessage, defineMessages } from 'react-intl';

export const resourcesMessages = {
  ...defineMessages({
    heading: { id: 'instructor.resources.heading', defaultMessage: 'Lesson plans', description: 'Heading of the Teaching Resources tab' },
    intro: {
      id: 'instructor.resources.intro',
      defaultMessage: 'One plan for each module, for a class of 60 to 90 minutes. Each plan prints on its own page.',
      description: 'Text under the lesson plans heading',
    },
    print: { id: 'instructor.resources.print', defaultMessage: 'Print lesson plans', description: 'Button that prints every lesson plan' },
    handoutLink: { id: 'instructor.resources.handoutLink', defaultMessage: 'Participant handout', description: 'Link to the printable handout for learners' },
    handoutHint: {
      id: 'instructor.resources.handoutHint',
      defaultMessage: 'The module text for your learners, with practice questions and no answers.',
      description: 'Text next to the handout link',
    },
    objectives: { id: 'instructor.resources.objectives', defaultMessage: 'Goals', description: 'Heading: what learners will be able to do' },
    materials: { id: 'instructor.resources.materials', defaultMessage: 'What to bring', description: 'Heading: materials for the class' },
    activities: { id: 'instructor.resources.activities', defaultMessage: 'Activities', description: 'Heading: the steps of the class' },
    discussion: { id: 'instructor.resources.discussion', defaultMessage: 'Questions to talk about', description: 'Heading: discussion questions' },
    loading: { id: 'instructor.resources.loading', defaultMessage: 'Loading…', description: 'Shown while the content loads' },
  }),
  moduleName: defineMessage<{ id: number; title: string }>({ id: 'instructor.resources.moduleName', defaultMessage: 'Module {id}: {title}', description: 'Heading of one lesson plan' }),
  duration: defineMessage<{ min: number; max: number }>({ id: 'instructor.resources.duration', defaultMessage: '{min} to {max} minutes', description: 'Length of the class' }),
  minutes: defineMessage<{ minutes: number }>({ id: 'instructor.resources.minutes', defaultMessage: '{minutes} min', description: 'Length of one activity' }),
};

export const handoutMessages = {
  ...defineMessages({
    title: { id: 'instructor.handout.title', defaultMessage: 'Participant handout', description: 'Heading of the printable handout page' },
    intro: {
      id: 'instructor.handout.intro',
      defaultMessage: 'Print this for your class: the text of each module and practice questions, without the answers.',
      description: 'Text under the handout heading',
    },
    print: { id: 'instructor.handout.print', defaultMessage: 'Print handout', description: 'Button that prints the handout' },
    back: { id: 'instructor.handout.back', defaultMessage: 'Back to teaching resources', description: 'Link back to the portal' },
    practice: { id: 'instructor.handout.practice', defaultMessage: 'Practice questions', description: 'Heading of the quiz questions, printed without answers' },
  }),
  moduleName: defineMessage<{ id: number; title: string }>({ id: 'instructor.handout.moduleName', defaultMessage: 'Module {id}: {title}', description: 'Heading of one module in the handout' }),
};

import { defineMessage, defineMessages } from 'react-intl';

/** My account: what the learner knew before each module and after its quiz (issue 40). */
export const beforeAfterMessages = defineMessages({
  heading: { id: 'shell.beforeAfter.heading', defaultMessage: 'What you learned', description: 'My account: heading of the before-and-after lines' },
  intro: {
    id: 'shell.beforeAfter.intro',
    defaultMessage: 'For each module where you answered the questions before the lesson.',
    description: 'My account: under the heading of the before-and-after lines',
  },
});

type Counts = { before: number; beforeTotal: number; after: number; afterTotal: number };

export const moduleLabelMessage = defineMessage<{ id: number; title: string }>({
  id: 'shell.beforeAfter.module',
  defaultMessage: 'Module {id}: {title}',
  description: 'My account: the module a before-and-after line is about (a link to it)',
});

export const beforeAndAfterMessage = defineMessage<Counts>({
  id: 'shell.beforeAfter.both',
  defaultMessage: 'You knew {before} of {beforeTotal} before; now {after} of {afterTotal}.',
  description: 'My account: right answers in the before-check, then in the first graded quiz',
});

export const beforeOnlyMessage = defineMessage<Pick<Counts, 'before' | 'beforeTotal'>>({
  id: 'shell.beforeAfter.beforeOnly',
  defaultMessage: 'You knew {before} of {beforeTotal} before. Take the quiz to see what you know now.',
  description: 'My account: right answers in the before-check, before any graded quiz',
});

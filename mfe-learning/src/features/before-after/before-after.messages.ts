import { defineMessage } from 'react-intl';

type Counts = { before: number; beforeTotal: number; after: number; afterTotal: number };

/** A module's before-check and its first graded quiz (issue 40). */
export const beforeAndAfterMessage = defineMessage<Counts>({
  id: 'learning.beforeAfter.both',
  defaultMessage: 'You knew {before} of {beforeTotal} before; now {after} of {afterTotal}.',
  description: 'Quiz results: right answers in the before-check, then in the first graded quiz',
});

export const beforeOnlyMessage = defineMessage<Pick<Counts, 'before' | 'beforeTotal'>>({
  id: 'learning.beforeAfter.beforeOnly',
  defaultMessage: 'You knew {before} of {beforeTotal} before. Take the quiz to see what you know now.',
  description: 'Right answers in the before-check, before any graded quiz',
});

import { defineMessage, defineMessages } from 'react-intl';

/** `/impact` (issue 40): the public figures in plain words. */
export const impactMessages = defineMessages({
  title: { id: 'shell.impact.title', defaultMessage: 'Outcomes & Impact', description: 'Impact page: heading and tab name (the home page card of the same name links here)' },
  intro: {
    id: 'shell.impact.intro',
    defaultMessage: 'What people did and learned on this site, counted from our own records. No names, only totals.',
    description: 'Impact page: under the heading',
  },
  rangeHeading: { id: 'shell.impact.rangeHeading', defaultMessage: 'Which months', description: 'Impact page: heading of the dates shown and the month form' },
  fromLabel: { id: 'shell.impact.fromLabel', defaultMessage: 'First month', description: 'Impact page: the first month of the range' },
  toLabel: { id: 'shell.impact.toLabel', defaultMessage: 'Last month', description: 'Impact page: the last month of the range' },
  monthHint: { id: 'shell.impact.monthHint', defaultMessage: 'Year and month, like 2026-01', description: 'Impact page: hint under a month field' },
  show: { id: 'shell.impact.show', defaultMessage: 'Show', description: 'Impact page: button that shows the figures of the months chosen' },
  rangeProblem: { id: 'shell.impact.rangeProblem', defaultMessage: 'We could not show those months', description: 'Impact page: heading of the message when the months are not right' },
  numbersHeading: { id: 'shell.impact.numbersHeading', defaultMessage: 'In numbers', description: 'Impact page: heading of the four main figures' },
  learners: { id: 'shell.impact.learners', defaultMessage: 'New learners', description: 'Impact page: learner accounts made in the range' },
  completedModules: { id: 'shell.impact.completedModules', defaultMessage: 'Modules finished', description: 'Impact page: modules passed in the range' },
  certificates: { id: 'shell.impact.certificates', defaultMessage: 'Certificates earned', description: 'Impact page: certificates issued in the range' },
  facilities: { id: 'shell.impact.facilities', defaultMessage: 'Prisons and halfway houses reached by our workshops', description: 'Impact page: facilities where a workshop was held in the range' },
  learnedHeading: { id: 'shell.impact.learnedHeading', defaultMessage: 'What learners knew before and after', description: 'Impact page: heading of the before-and-after figures per module' },
  learnedIntro: {
    id: 'shell.impact.learnedIntro',
    defaultMessage: 'Some learners answer a few questions before a lesson. Then they take the quiz. Here is the share of right answers, before and after.',
    description: 'Impact page: under the before-and-after heading',
  },
  tableCaption: { id: 'shell.impact.tableCaption', defaultMessage: 'Right answers before and after, by module', description: 'Impact page: caption of the before-and-after table' },
  colModule: { id: 'shell.impact.colModule', defaultMessage: 'Module', description: 'Impact table: column heading' },
  colPairs: { id: 'shell.impact.colPairs', defaultMessage: 'People who did both', description: 'Impact table: column heading, learners with a before-check and a quiz' },
  colBefore: { id: 'shell.impact.colBefore', defaultMessage: 'Before', description: 'Impact table: column heading, share right before the lesson' },
  colAfter: { id: 'shell.impact.colAfter', defaultMessage: 'After', description: 'Impact table: column heading, share right in the quiz' },
  colGain: { id: 'shell.impact.colGain', defaultMessage: 'Change (95% range)', description: 'Impact table: column heading, the gain and its 95% interval' },
  chartSummary: {
    id: 'shell.impact.chartSummary',
    defaultMessage: 'Chart of the table: for each module, an open dot for before, a filled dot for after, and a line for the 95% range.',
    description: 'Impact page: short summary of the before-and-after chart (its accessible name)',
  },
  chartKeyBefore: { id: 'shell.impact.chartKeyBefore', defaultMessage: 'Before', description: 'Impact chart key: the open dot' },
  chartKeyAfter: { id: 'shell.impact.chartKeyAfter', defaultMessage: 'After', description: 'Impact chart key: the filled dot' },
  chartKeyRange: { id: 'shell.impact.chartKeyRange', defaultMessage: '95% range of the change', description: 'Impact chart key: the line' },
  topicsHeading: { id: 'shell.impact.topicsHeading', defaultMessage: 'What learners knew, by topic', description: 'Impact page: heading of the before-and-after figures per learning objective (topic)' },
  topicsIntro: {
    id: 'shell.impact.topicsIntro',
    defaultMessage: 'Each quiz question is about one topic, like saving or credit. Here are the same answers, by topic. We count each module a person took, so one person can count in more than one topic, or more than once in one topic.',
    description: 'Impact page: under the by-topic heading (a learner counts once per module with questions on the topic)',
  },
  topicsCaption: { id: 'shell.impact.topicsCaption', defaultMessage: 'Right answers before and after, by topic', description: 'Impact page: caption of the by-topic table' },
  colTopic: { id: 'shell.impact.colTopic', defaultMessage: 'Topic', description: 'Impact by-topic table: column heading, the learning objective' },
  colTopicPairs: {
    id: 'shell.impact.colTopicPairs',
    defaultMessage: 'Times people did both',
    description: 'Impact by-topic table: column heading, before-checks with a quiz (one per learner and module, so a learner can count more than once)',
  },
  topicsChartSummary: {
    id: 'shell.impact.topicsChartSummary',
    defaultMessage: 'Chart of the table: for each topic, an open dot for before, a filled dot for after, and a line for the 95% range.',
    description: 'Impact page: short summary of the by-topic chart (its accessible name)',
  },
  topicsNone: { id: 'shell.impact.topicsNone', defaultMessage: 'There are no figures by topic for these months yet.', description: 'Impact page: no topic has any before-and-after figures in the range' },
  wellBeingHeading: { id: 'shell.impact.wellBeingHeading', defaultMessage: 'Financial well-being', description: 'Impact page: heading of the well-being figures' },
  wellBeingIntro: {
    id: 'shell.impact.wellBeingIntro',
    defaultMessage: 'Learners may answer five questions about how they feel about money, when they sign up and again after 90 days. The score goes from 0 to 100. Higher is better.',
    description: 'Impact page: under the well-being heading (the CFPB Financial Well-Being Scale)',
  },
  signUp: { id: 'shell.impact.signUp', defaultMessage: 'At sign-up', description: 'Impact page: the first well-being round' },
  followUp: { id: 'shell.impact.followUp', defaultMessage: 'After 90 days', description: 'Impact page: the second well-being round' },
  paired: { id: 'shell.impact.paired', defaultMessage: 'Change for people who answered both times', description: 'Impact page: the mean change in well-being score' },
  howHeading: { id: 'shell.impact.howHeading', defaultMessage: 'How we count', description: 'Impact page: heading of the short method notes' },
  howBeforeAfter: {
    id: 'shell.impact.howBeforeAfter',
    defaultMessage: '"Before" is the questions a learner answers before the lesson. "After" is their first try at the quiz. We only count people who did both, so we compare the same people.',
    description: 'Impact page: what before and after mean',
  },
  howSmall: {
    id: 'shell.impact.howSmall',
    defaultMessage: 'When fewer than 10 people are in a group, we do not show the number. This keeps each person private.',
    description: 'Impact page: why small groups are hidden',
  },
  howRange: {
    id: 'shell.impact.howRange',
    defaultMessage: 'The 95% range shows how sure we are. The true change is very likely inside it. Fewer people make a wider range.',
    description: 'Impact page: what the 95% interval means',
  },
});

export const rangeMessage = defineMessage<{ from: string; to: string; asOf: string }>({
  id: 'shell.impact.range',
  defaultMessage: 'Figures from {from} to {to}. Last updated {asOf}.',
  description: 'Impact page: the dates the figures cover and when they were counted',
});

export const moduleMessage = defineMessage<{ id: number; title: string }>({
  id: 'shell.impact.module',
  defaultMessage: 'Module {id}: {title}',
  description: 'Impact table: a module row heading',
});

export const chartModuleMessage = defineMessage<{ id: number }>({
  id: 'shell.impact.chartModule',
  defaultMessage: 'Module {id}',
  description: 'Impact chart: a row label',
});

export const roundMessage = defineMessage<{ count: string; score: string }>({
  id: 'shell.impact.round',
  defaultMessage: 'People: {count}. Average score: {score}.',
  description: 'Impact page: a well-being round, how many answered and their mean score',
});

export const changeMessage = defineMessage<{ count: string; change: string }>({
  id: 'shell.impact.change',
  defaultMessage: 'People: {count}. Change: {change}.',
  description: 'Impact page: people with both well-being rounds and the mean change of their score',
});

/** How a figure reads (impact-format.ts). */
export const figureMessages = defineMessages({
  fewerThan10: { id: 'shell.impact.fewerThan10', defaultMessage: 'fewer than 10', description: 'Impact page: a count hidden because it is 1 to 9' },
  fewerThan10People: { id: 'shell.impact.fewerThan10People', defaultMessage: 'Fewer than 10 people', description: 'Impact page and chart: a module whose figures are hidden' },
  noOne: { id: 'shell.impact.noOne', defaultMessage: 'No one yet', description: 'Impact page and chart: a group of zero people' },
  notShown: { id: 'shell.impact.notShown', defaultMessage: 'not shown', description: 'Impact page: a figure hidden with its small group' },
});

export const pointsMessage = defineMessage<{ change: string }>({
  id: 'shell.impact.points',
  defaultMessage: '{change} points',
  description: 'Impact page: a change in percentage points or score points, e.g. "+32 points"',
});

export const pointsWithRangeMessage = defineMessage<{ change: string; low: string; high: string }>({
  id: 'shell.impact.pointsWithRange',
  defaultMessage: '{change} points ({low} to {high})',
  description: 'Impact page: a change and its 95% interval, e.g. "+32 points (24 to 40)"',
});

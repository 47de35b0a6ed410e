import { defineMessage, defineMessages } from 'react-intl';

export const overviewMessages = {
  ...defineMessages({
    overdueHeading: { id: 'admin.overview.overdueHeading', defaultMessage: 'Waiting too long', description: 'Heading of the overdue counts' },
    funnelHeading: { id: 'admin.overview.funnelHeading', defaultMessage: 'Learner progress', description: 'Heading of the funnel chart' },
    funnelDescription: { id: 'admin.overview.funnelDescription', defaultMessage: 'Learners who registered, then who passed module 1, modules 1 and 2, and so on up to all six.', description: 'What the funnel shows' },
    learners: { id: 'admin.overview.learners', defaultMessage: 'Learners', description: 'Column: number of learners' },
    step: { id: 'admin.overview.step', defaultMessage: 'Step', description: 'Column: funnel step' },
    requestsHeading: { id: 'admin.overview.requestsHeading', defaultMessage: 'Requests per week', description: 'Heading of the requests chart' },
    donationsHeading: { id: 'admin.overview.donationsHeading', defaultMessage: 'Donations per week', description: 'Heading of the donations chart' },
    week: { id: 'admin.overview.week', defaultMessage: 'Week of', description: 'Column: the Monday a week starts' },
    workshops: { id: 'admin.overview.workshops', defaultMessage: 'Workshop requests', description: 'Series name' },
    applications: { id: 'admin.overview.applications', defaultMessage: 'Assistance applications', description: 'Series name' },
    messages: { id: 'admin.overview.messages', defaultMessage: 'Contact messages', description: 'Series name' },
    donationCount: { id: 'admin.overview.donationCount', defaultMessage: 'Donations', description: 'Column: number of donations' },
    donated: { id: 'admin.overview.donated', defaultMessage: 'Received (paid)', description: 'Column: money received' },
    dataTable: { id: 'admin.overview.dataTable', defaultMessage: 'Show the numbers as a table', description: 'Summary that opens the data table of a chart' },
    missedHeading: { id: 'admin.overview.missedHeading', defaultMessage: 'Quiz questions missed most often', description: 'Heading' },
    missedEmpty: { id: 'admin.overview.missedEmpty', defaultMessage: 'No quiz answers in this period yet.', description: 'Empty most-missed table' },
    question: { id: 'admin.overview.question', defaultMessage: 'Question', description: 'Column' },
    module: { id: 'admin.overview.module', defaultMessage: 'Module', description: 'Column' },
    missed: { id: 'admin.overview.missed', defaultMessage: 'Missed', description: 'Column: times answered wrong' },
  }),
  updated: defineMessage<{ time: string | number }>({ id: 'admin.overview.updated', defaultMessage: 'Figures from {time}. They are updated every minute.', description: 'When the overview was computed' }),
  overdueWorkshops: defineMessage<{ count: string | number }>({ id: 'admin.overview.overdueWorkshops', defaultMessage: '{count, plural, =0 {No workshop requests} one {# workshop request} other {# workshop requests}} waiting more than 2 business days', description: 'Overdue workshop requests' }),
  overdueAssistance: defineMessage<{ count: string | number }>({ id: 'admin.overview.overdueAssistance', defaultMessage: '{count, plural, =0 {No assistance applications} one {# assistance application} other {# assistance applications}} waiting more than 48 hours', description: 'Overdue applications' }),
  funnelStep: defineMessage<{ step: string | number }>({ id: 'admin.overview.funnelStep', defaultMessage: '{step, select, 0 {Registered} 1 {Passed module 1} 6 {Passed all six} other {Passed modules 1 to {step}}}', description: 'A step of the funnel' }),
  missedOf: defineMessage<{ attempts: string | number; missed: string | number; percent: string | number }>({ id: 'admin.overview.missedOf', defaultMessage: '{missed} of {attempts} ({percent}%)', description: 'Missed out of answered' }),
  chartOf: defineMessage<{ title: string | number }>({ id: 'admin.overview.chartOf', defaultMessage: 'Bar chart: {title}. The same numbers are in the table below.', description: 'Text alternative of a chart' }),
};

/** The new install's prompt at the top of the overview (issue 39). */
export const organisationPromptMessages = defineMessages({
  heading: { id: 'admin.overview.organisationPrompt.heading', defaultMessage: "Fill in your organisation's details", description: 'Heading of the prompt shown while the legal name is empty' },
  body: {
    id: 'admin.overview.organisationPrompt.body',
    defaultMessage:
      "Your organisation's legal name is not filled in yet. Donation receipts and certificates use it to say who gives them. Certificates made before you fill it in will show it too.",
    description: 'What is missing and why it matters; certificates are drawn when downloaded, so earlier ones get the name too',
  },
  link: { id: 'admin.overview.organisationPrompt.link', defaultMessage: "Go to the organisation's details", description: 'Link to the Organisation tab' },
});

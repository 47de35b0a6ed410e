import { defineMessage, defineMessages } from 'react-intl';

export const monthlyGivingMessages = {
  ...defineMessages({
    heading: { id: 'admin.overview.giving.heading', defaultMessage: 'Monthly and one-time giving', description: 'Heading of the monthly giving figure on the Overview' },
    description: {
      id: 'admin.overview.giving.description',
      defaultMessage: 'The last 12 months. Each bar shows the monthly donors at the end of the month, then the one-time gifts of that month. The table below has all the numbers.',
      description: 'What the monthly giving chart shows',
    },
    caption: { id: 'admin.overview.giving.caption', defaultMessage: 'Giving per month', description: 'Caption of the monthly giving table' },
    month: { id: 'admin.overview.giving.month', defaultMessage: 'Month', description: 'Column: the calendar month' },
    active: { id: 'admin.overview.giving.active', defaultMessage: 'Monthly donors at month end', description: 'Column: monthly gifts running at the end of the month' },
    started: { id: 'admin.overview.giving.started', defaultMessage: 'New monthly donors', description: 'Column: monthly gifts that started that month' },
    stopped: { id: 'admin.overview.giving.stopped', defaultMessage: 'Stopped monthly gifts', description: 'Column: monthly gifts that ended that month' },
    monthlyReceived: { id: 'admin.overview.giving.monthlyReceived', defaultMessage: 'Received from monthly gifts', description: 'Column: money from monthly payments that month' },
    oneTime: { id: 'admin.overview.giving.oneTime', defaultMessage: 'One-time gifts', description: 'Column: number of paid one-time gifts that month' },
    oneTimeReceived: { id: 'admin.overview.giving.oneTimeReceived', defaultMessage: 'Received from one-time gifts', description: 'Column: money from one-time gifts that month' },
  }),
  chart: defineMessage<{ title: string | number }>({ id: 'admin.overview.giving.chart', defaultMessage: 'Bar chart: {title}. The same numbers are in the table below it.', description: 'Text alternative of the monthly giving chart' }),
};

import { defineMessage, defineMessages } from 'react-intl';

/** The funder report's form on the overview tab (issue 40). */
export const impactReportMessages = {
  ...defineMessages({
    heading: { id: 'admin.impactReport.heading', defaultMessage: 'Report for funders', description: 'Heading of the impact report form' },
    intro: {
      id: 'admin.impactReport.intro',
      defaultMessage: 'Download what learners knew before and after each module, and how they are doing, as a spreadsheet (CSV) or a page to print (PDF). Groups smaller than 10 people are not shown. Each download is recorded.',
      description: 'What the impact report holds',
    },
    from: { id: 'admin.impactReport.from', defaultMessage: 'From', description: 'Label: first day of the report' },
    to: { id: 'admin.impactReport.to', defaultMessage: 'To', description: 'Label: last day of the report' },
    blankFrom: { id: 'admin.impactReport.blankFrom', defaultMessage: 'Leave it empty for 12 months before the end.', description: 'Hint: the default start' },
    blankTo: { id: 'admin.impactReport.blankTo', defaultMessage: 'Leave it empty for today.', description: 'Hint: the default end' },
    group: { id: 'admin.impactReport.group', defaultMessage: 'Learners', description: 'Label: all learners or one class' },
    allLearners: { id: 'admin.impactReport.allLearners', defaultMessage: 'All learners', description: 'Choice: the whole site' },
    language: { id: 'admin.impactReport.language', defaultMessage: 'Language of the report', description: 'Legend: the report language (CSV or PDF)' },
    english: { id: 'admin.impactReport.english', defaultMessage: 'English', description: 'Choice: report in English' },
    spanish: { id: 'admin.impactReport.spanish', defaultMessage: 'Spanish', description: 'Choice: report in Spanish' },
    download: { id: 'admin.impactReport.download', defaultMessage: 'Download the report (CSV)', description: 'Button: download the CSV' },
    downloadPdf: { id: 'admin.impactReport.downloadPdf', defaultMessage: 'Download the report (PDF)', description: 'Button: download the same report as a PDF to print' },
  }),
  classOf: defineMessage<{ name: string }>({ id: 'admin.impactReport.classOf', defaultMessage: 'Class of {name}', description: 'Choice: one instructor\'s class' }),
};

import { defineMessage, defineMessages } from 'react-intl';

export const classToolsMessages = {
  ...defineMessages({
    heading: { id: 'instructor.classTools.heading', defaultMessage: 'Class tools', description: 'Heading of the whole-class section' },
    downloadCsv: { id: 'instructor.classTools.downloadCsv', defaultMessage: 'Download class progress (CSV)', description: 'Link that downloads a spreadsheet file' },
    printReport: { id: 'instructor.classTools.printReport', defaultMessage: 'Print class report', description: 'Button that prints the class report' },
    mostMissedHeading: { id: 'instructor.classTools.mostMissedHeading', defaultMessage: 'Questions the class missed most', description: 'Heading of the most-missed questions' },
    mostMissedIntro: {
      id: 'instructor.classTools.mostMissedIntro',
      defaultMessage: "From each student's last try at each quiz. Go over these together.",
      description: 'Text under the most-missed heading',
    },
    mostMissedNone: { id: 'instructor.classTools.mostMissedNone', defaultMessage: 'No missed questions yet.', description: 'Nobody has missed a question' },
    reportHeading: { id: 'instructor.classTools.reportHeading', defaultMessage: 'Class report', description: 'Heading of the printable class table' },
    reportStudent: { id: 'instructor.classTools.reportStudent', defaultMessage: 'Student', description: 'Column: student name and email' },
    reportCompleted: { id: 'instructor.classTools.reportCompleted', defaultMessage: 'Completed', description: 'Column: modules completed out of 6' },
    reportAttempts: { id: 'instructor.classTools.reportAttempts', defaultMessage: 'Attempts', description: 'Column: quiz attempts in all' },
    reportLastActive: { id: 'instructor.classTools.reportLastActive', defaultMessage: 'Last active', description: 'Column: date of the latest quiz attempt' },
  }),
  mostMissedItem: defineMessage<{ module: number; missed: number; attempted: number }>({
    id: 'instructor.classTools.mostMissedItem',
    defaultMessage: 'Module {module} · missed by {missed} of {attempted} students',
    description: 'How many students missed a question',
  }),
  reportModule: defineMessage<{ id: number }>({ id: 'instructor.classTools.reportModule', defaultMessage: 'Module {id}', description: 'Column: best score in one module' }),
  reportOf: defineMessage<{ count: number; total: number }>({ id: 'instructor.classTools.reportOf', defaultMessage: '{count} of {total}', description: 'Modules completed, e.g. 3 of 6' }),
  reportScore: defineMessage<{ score: number }>({ id: 'instructor.classTools.reportScore', defaultMessage: '{score}%', description: 'A best score in the class report' }),
};

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
    paperHeading: { id: 'instructor.classTools.paperHeading', defaultMessage: 'On paper', description: 'Heading of the totals of the paper answer sheets of the people without an account' },
    paperIntro: {
      id: 'instructor.classTools.paperIntro',
      defaultMessage: 'From the paper answer sheets you typed in. They stay counted here after a person moves them into their own account. A person who is now your student is counted with your students instead.',
      description: 'Text under the On paper heading: what the totals count',
    },
    paperModule: { id: 'instructor.classTools.paperModule', defaultMessage: 'Module', description: 'Column of the On paper table: the module' },
    paperPassed: { id: 'instructor.classTools.paperPassed', defaultMessage: 'Passed on paper', description: 'Column of the On paper table: how many people passed the module on paper' },
    paperSheets: { id: 'instructor.classTools.paperSheets', defaultMessage: 'Sheets typed in', description: 'Column of the On paper table: how many answer sheets of the module were typed in' },
  }),
  paperPeople: defineMessage<{ count: number }>({
    id: 'instructor.classTools.paperPeople',
    defaultMessage: '{count, plural, one {# person} other {# people}} on paper',
    description: 'How many people without an account have at least one paper answer sheet',
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

import { defineMessage, defineMessages } from 'react-intl';

/** The printable paper answer sheet of one module (issue 41, section 2). */
export const answerSheetMessages = {
  ...defineMessages({
    back: { id: 'instructor.answerSheet.back', defaultMessage: 'Back to Teaching Resources', description: 'Link back to the resources tab' },
    print: { id: 'instructor.answerSheet.print', defaultMessage: 'Print the answer sheet', description: 'Button: print the sheet' },
    largePrint: { id: 'instructor.answerSheet.largePrint', defaultMessage: 'Large print', description: 'Link: the same sheet in large print' },
    regularPrint: { id: 'instructor.answerSheet.regularPrint', defaultMessage: 'Regular print', description: 'Link: the same sheet in regular print' },
    nameBox: { id: 'instructor.answerSheet.nameBox', defaultMessage: 'Your name or roster number', description: 'The box the learner writes in' },
    howTo: {
      id: 'instructor.answerSheet.howTo',
      defaultMessage: 'Read each question on the handout. Circle one letter for each question.',
      description: 'Instructions on the sheet',
    },
    question: { id: 'instructor.answerSheet.question', defaultMessage: 'Question', description: 'Column: the question number' },
    answer: { id: 'instructor.answerSheet.answer', defaultMessage: 'Circle one', description: 'Column: the letters to circle' },
    sheetsHeading: { id: 'instructor.answerSheet.sheetsHeading', defaultMessage: 'Paper answer sheets', description: 'Resources tab: heading of the sheets list' },
    sheetsHint: {
      id: 'instructor.answerSheet.sheetsHint',
      defaultMessage: 'For a class with no devices: print one sheet per person, then type the answers into the portal.',
      description: 'Resources tab: what the sheets are for',
    },
    entryLink: { id: 'instructor.answerSheet.entryLink', defaultMessage: 'Type in the answers from paper sheets', description: 'Resources tab: link to the entry grid' },
    notFound: { id: 'instructor.answerSheet.notFound', defaultMessage: 'There is no module with this number.', description: 'The module in the address does not exist' },
  }),
  title: defineMessage<{ id: number; title: string }>({ id: 'instructor.answerSheet.title', defaultMessage: 'Answer sheet: Module {id}, {title}', description: 'Heading of the sheet' }),
  sheetId: defineMessage<{ sheet: string; instructor: string }>({ id: 'instructor.answerSheet.sheetId', defaultMessage: 'Sheet {sheet} · Class of {instructor}', description: 'The sheet id and the class, printed on the sheet' }),
  sheetLink: defineMessage<{ id: number }>({ id: 'instructor.answerSheet.sheetLink', defaultMessage: 'Module {id}', description: 'Resources tab: link to one module\'s sheet' }),
  letters: defineMessage<{ number: number; letters: string }>({ id: 'instructor.answerSheet.letters', defaultMessage: 'Question {number}: {letters}', description: 'Screen readers: one row of the sheet' }),
};

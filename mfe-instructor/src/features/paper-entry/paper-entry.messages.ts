import { defineMessage, defineMessages } from 'react-intl';

/** The paper answer sheets' entry grid (issue 41, section 2). */
export const paperEntryMessages = {
  ...defineMessages({
    pickerTitle: { id: 'instructor.paperEntry.pickerTitle', defaultMessage: 'Type in answers from paper sheets', description: 'Heading of the page that picks a module' },
    pickerIntro: { id: 'instructor.paperEntry.pickerIntro', defaultMessage: 'Choose the module printed on the answer sheets.', description: 'Module picker: what to do' },
    back: { id: 'instructor.paperEntry.back', defaultMessage: 'Back to Teaching Resources', description: 'Link back to the resources tab' },
    otherModule: { id: 'instructor.paperEntry.otherModule', defaultMessage: 'Choose another module', description: 'Link back to the module picker' },
    howTo: {
      id: 'instructor.paperEntry.howTo',
      defaultMessage: 'Type the letter each person circled. The cursor moves on by itself. Leave a row empty if the person has no sheet. Nothing is saved until you check and then save.',
      description: 'Entry grid: how to use it',
    },
    name: { id: 'instructor.paperEntry.name', defaultMessage: 'Name', description: 'Column: the person on the roster' },
    savedScore: { id: 'instructor.paperEntry.savedScore', defaultMessage: 'Saved score', description: 'Column: the score of the last sheet saved for the person' },
    noScore: { id: 'instructor.paperEntry.noScore', defaultMessage: 'None yet', description: 'No sheet saved yet for this person and module' },
    locked: { id: 'instructor.paperEntry.locked', defaultMessage: 'Not saved: this module is not open for this person yet.', description: 'A sheet refused: the person has not passed the module before' },
    check: { id: 'instructor.paperEntry.check', defaultMessage: 'Check the answers', description: 'Button: check the grid, nothing is saved' },
    checking: { id: 'instructor.paperEntry.checking', defaultMessage: 'Checking…', description: 'Button while checking' },
    saving: { id: 'instructor.paperEntry.saving', defaultMessage: 'Saving…', description: 'Button while saving' },
    noneTyped: { id: 'instructor.paperEntry.noneTyped', defaultMessage: 'Every row is empty. Type the letters from a sheet first.', description: 'Check summary: nothing typed' },
    fixHint: { id: 'instructor.paperEntry.fixHint', defaultMessage: 'Fix these rows, or empty them, then check again.', description: 'Check summary: what to do about the rows with mistakes' },
    notSaved: {
      id: 'instructor.paperEntry.notSaved',
      defaultMessage: 'Not all sheets were saved. Press Save again. A sheet that was saved is not saved twice.',
      description: 'Saving failed part way (the site could not be reached)',
    },
    doneTitle: { id: 'instructor.paperEntry.doneTitle', defaultMessage: 'The sheets are saved', description: 'After saving: title' },
    doneBody: { id: 'instructor.paperEntry.doneBody', defaultMessage: 'Each person’s score is in the last column.', description: 'After saving: where the scores are' },
    emptyRoster: { id: 'instructor.paperEntry.emptyRoster', defaultMessage: 'No one is on your class roster yet. Add people in the Class Codes tab first.', description: 'The roster is empty' },
    rosterLink: { id: 'instructor.paperEntry.rosterLink', defaultMessage: 'Go to the class roster', description: 'Link to the roster section' },
    notFound: { id: 'instructor.paperEntry.notFound', defaultMessage: 'There is no module with this number.', description: 'The module in the address does not exist' },
  }),
  moduleLink: defineMessage<{ id: number }>({ id: 'instructor.paperEntry.moduleLink', defaultMessage: 'Module {id}', description: 'Module picker: one module' }),
  title: defineMessage<{ id: number; title: string }>({ id: 'instructor.paperEntry.title', defaultMessage: 'Paper answers: Module {id}, {title}', description: 'Heading of the entry grid' }),
  question: defineMessage<{ number: number }>({ id: 'instructor.paperEntry.question', defaultMessage: 'Q{number}', description: 'Column: a question, short' }),
  cell: defineMessage<{ name: string; number: number }>({ id: 'instructor.paperEntry.cell', defaultMessage: '{name}, question {number}', description: 'Screen readers: one cell of the grid' }),
  score: defineMessage<{ score: number; passed: string }>({
    id: 'instructor.paperEntry.score',
    defaultMessage: '{score}% {passed, select, yes {(passed)} other {(not passed)}}',
    description: 'The score of the last sheet saved',
  }),
  keyRefused: defineMessage<{ key: string; letters: string }>({
    id: 'instructor.paperEntry.keyRefused',
    defaultMessage: '“{key}” is not an answer to this question. Type {letters}.',
    description: 'A key that is not one of the question’s letters was pressed',
  }),
  save: defineMessage<{ count: number }>({ id: 'instructor.paperEntry.save', defaultMessage: 'Save {count, plural, one {# sheet} other {# sheets}}', description: 'Button: save the checked sheets' }),
  ready: defineMessage<{ count: number }>({
    id: 'instructor.paperEntry.ready',
    defaultMessage: '{count, plural, one {# sheet is} other {# sheets are}} ready. Nothing is saved yet. Look over the rows, then press Save.',
    description: 'Check summary: all good',
  }),
  readyButFix: defineMessage<{ count: number; rows: number }>({
    id: 'instructor.paperEntry.readyButFix',
    defaultMessage: '{count, plural, one {# sheet is} other {# sheets are}} ready, but {rows, plural, one {# row needs} other {# rows need}} a fix first. Nothing is saved yet.',
    description: 'Check summary: some rows have mistakes',
  }),
  blankCell: defineMessage<{ number: number }>({ id: 'instructor.paperEntry.blankCell', defaultMessage: 'question {number} is empty', description: 'Check summary: a cell left empty' }),
  letterCell: defineMessage<{ number: number }>({ id: 'instructor.paperEntry.letterCell', defaultMessage: 'question {number} is not a letter on the sheet', description: 'Check summary: a cell with a wrong letter' }),
  lockedCount: defineMessage<{ count: number }>({
    id: 'instructor.paperEntry.lockedCount',
    defaultMessage:
      '{count, plural, one {# sheet was not saved: the module is not open yet for that person. The row says so.} other {# sheets were not saved: the module is not open yet for those people. Their rows say so.}}',
    description: 'After saving: sheets refused because the module is locked',
  }),
};

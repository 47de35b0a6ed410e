import { optionOfLetter, paperSheetsQuerySchema, sheetLetters } from './paper-entry.js';

const question = (...values: ('a' | 'b' | 'c' | 'd')[]) => ({ options: values.map((value) => ({ value })) });

describe("a paper sheet's letters (the printed sheet and the entry grid read the same rule)", () => {
  it("letters each option by its value in capitals, in the options' order", () => {
    expect(sheetLetters(question('a', 'b', 'c', 'd'))).toEqual([
      { letter: 'A', value: 'a' },
      { letter: 'B', value: 'b' },
      { letter: 'C', value: 'c' },
      { letter: 'D', value: 'd' },
    ]);
    expect(sheetLetters(question('b', 'a')).map((entry) => entry.letter)).toEqual(['B', 'A']);
  });

  it('reads a typed letter in either case as its option, and nothing else', () => {
    const four = question('a', 'b', 'c', 'd');
    expect(['a', 'B', ' c ', 'D'].map((typed) => optionOfLetter(four, typed))).toEqual(['a', 'b', 'c', 'd']);
    expect(['e', '1', '', ' ', 'ab', '\u0000', '🙂', 'А' /* Cyrillic */].map((typed) => optionOfLetter(four, typed))).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('takes only A to C for a question with three options', () => {
    const three = question('a', 'b', 'c');
    expect(['a', 'b', 'c', 'd'].map((typed) => optionOfLetter(three, typed))).toEqual(['a', 'b', 'c', null]);
  });
});

describe("the grid's read of saved sheets: the module in the query", () => {
  it('is a module of the course, written as a plain whole number', () => {
    expect(paperSheetsQuerySchema.parse({ moduleId: '6' })).toEqual({ moduleId: 6 });
    for (const moduleId of ['0', '7', '06', '6.0', ' 6', 'x', '', undefined, ['6', '6']]) {
      expect(paperSheetsQuerySchema.safeParse({ moduleId }).success).toBe(false);
    }
  });
});

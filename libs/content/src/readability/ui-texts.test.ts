import { readableMessage, uiReadingLevel } from './ui-texts.js';

describe('the reading level of a screen’s words', () => {
  it('reads placeholders as a word and a plural as its other form', () => {
    expect(readableMessage('{count, plural, one {# card is ready} other {# cards are ready}}. Print them now.')).toBe('3 cards are ready. Print them now.');
    expect(readableMessage('Go to {site}')).toBe('Go to Ana');
  });

  it('tells plain words from hard ones, in both languages', () => {
    const plain = uiReadingLevel({ english: { a: { id: 'a', defaultMessage: 'Type the code from your card.' } }, spanish: { a: 'Escriba el código de su tarjeta.' } });
    expect(plain.grade).toBeLessThanOrEqual(plain.maxGrade);
    expect(plain.ease).toBeGreaterThanOrEqual(plain.requiredEase);
    const hard = uiReadingLevel({
      english: { a: { id: 'a', defaultMessage: 'Notwithstanding institutional considerations, beneficiaries’ administrative authorization necessitates comprehensive documentation.' } },
      spanish: { a: 'No obstante consideraciones institucionales, la autorización administrativa de los beneficiarios necesita documentación exhaustiva.' },
    });
    expect(hard.grade).toBeGreaterThan(hard.maxGrade);
    expect(hard.ease).toBeLessThan(hard.requiredEase);
  });
});

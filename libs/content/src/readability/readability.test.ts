import { fernandezHuerta, fleschKincaidGrade, requiredSpanishEase, textStats } from './readability.js';
import { formatRows, groupRows, sectionRows } from './report.js';
import { countSyllablesEn } from './syllables-en.js';
import { countSyllablesEs } from './syllables-es.js';

describe('syllable counts', () => {
  it.each([
    ['money', 2], ['bank', 1], ['prices', 2], ['wanted', 2], ['jumped', 1], ['insurance', 3],
    ['certificate', 4], ['application', 4], ['people', 2], ['table', 2], ['release', 2], ['scammers', 2],
  ])('English %s has %i', (word, count) => expect(countSyllablesEn(word)).toBe(count));

  it.each([
    ['dinero', 3], ['cuenta', 2], ['economía', 5], ['país', 2], ['ciudad', 2], ['leer', 2], ['muy', 1],
    ['y', 1], ['cooperativa', 6], ['seguridad', 4], ['aéreo', 4], ['que', 1], ['criptomonedas', 5],
  ])('Spanish %s has %i', (word, count) => expect(countSyllablesEs(word)).toBe(count));
});

describe('formulas', () => {
  it('counts bullets without a full stop as sentences', () => {
    expect(textStats(['One bullet', 'Two. Three.'], 'en').sentences).toBe(3);
  });

  it('scores plain text as easy', () => {
    const en = textStats(['The cat sat on the mat. It was a good day.'], 'en');
    expect(fleschKincaidGrade(en)).toBeLessThan(3);
    const es = textStats(['El gato se sentó. Fue un buen día.'], 'es');
    expect(fernandezHuerta(es)).toBeGreaterThan(90);
  });

  it('maps English grades to the Fernández-Huerta bands', () => {
    expect([4.2, 5, 5.4, 6, 6.5, 8].map(requiredSpanishEase)).toEqual([80, 80, 70, 70, 60, 60]);
  });
});

describe('reading level of the content', () => {
  it('keeps English at grade 8 or below and Spanish no harder than the English', () => {
    const rows = sectionRows();
    console.log(`${formatRows(groupRows())}`);
    expect(rows.filter((r) => r.problems.length).map((r) => `${r.group} / ${r.id}: ${r.problems.join('; ')}`)).toEqual([]);
  });
});

import { studioSeeds } from '@reentry/content/studio-seeds';
import { leafTexts } from './content-checks.js';
import { englishSentenceIn, readsAsEnglish } from './spanish-language.js';

// Issue 39, 2.3: an English sentence in a Spanish field is found; the site's real Spanish never is.

const seeds = studioSeeds();
const textsOf = (lang: 'en' | 'es') => Object.entries(seeds).flatMap(([key, doc]) => leafTexts(doc[lang]).map(({ path, text }) => ({ where: `${key} ${lang}.${path}`, text })));

describe('the Spanish language check', () => {
  it('passes every Spanish text the site publishes today (lessons, quizzes, guides, Spot the scam, FAQ)', () => {
    const flagged = textsOf('es').filter(({ text }) => englishSentenceIn(text) !== undefined);
    expect(flagged).toEqual([]);
  });

  it('finds the English left in nearly every English text of the site (the sentences long enough to judge)', () => {
    const judged = textsOf('en').filter(({ text }) => text.split(/\s+/).length >= 8);
    const found = judged.filter(({ text }) => englishSentenceIn(text) !== undefined);
    expect(judged.length).toBeGreaterThan(300);
    expect(found.length / judged.length).toBeGreaterThan(0.9);
  });

  it('finds one English sentence among Spanish ones, and names it', () => {
    const text = 'Guarde su tarjeta en un lugar seguro. You can send money to a friend with your phone. No comparta su código.';
    expect(englishSentenceIn(text)).toBe('You can send money to a friend with your phone.');
  });

  it.each(['Cash App', 'PayPal, Venmo y Zelle', '1-800-555-0199', 'Banco de America', 'Módulo 3: The Basics', 'Social Security', 'IRS Free File', '**Scam Alert**'])('never judges a short text: %s', (text) => {
    expect(englishSentenceIn(text)).toBeUndefined();
  });

  it('keeps Spanish sentences that quote an English name or button', () => {
    expect(readsAsEnglish('Abra la aplicación y toque el botón "Send" para enviar el dinero a su familia.')).toBe(false);
    expect(readsAsEnglish('Llame a la línea de ayuda de Social Security Administration si tiene preguntas sobre su beneficio.')).toBe(false);
  });
});

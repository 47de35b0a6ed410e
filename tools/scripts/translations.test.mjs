import { extractMessages, findTranslationProblems } from './translations.mjs';

const source = `
import { defineMessage, defineMessages } from 'react-intl';
const a = defineMessages({
  title: { id: 'x.title', defaultMessage: 'Hello', description: 'd' },
  nested: defineMessages({ intro: { id: 'x.intro', defaultMessage: 'Hi {name}', description: 'd' } }),
});
const b = defineMessage<{ year: number }>({ id: 'x.year', defaultMessage: '© {year}', description: 'd' });
`;

describe('Spanish coverage check', () => {
  const english = extractMessages(source);

  it('finds every message passed to defineMessage(s)', () => {
    expect(english.map((m) => m.id).sort()).toEqual(['x.intro', 'x.title', 'x.year']);
  });

  it('passes when every message has a Spanish twin with the same placeholders', () => {
    const spanish = { 'x.title': 'Hola', 'x.intro': 'Hola {name}', 'x.year': '© {year}' };
    expect(findTranslationProblems(english, spanish)).toEqual([]);
  });

  it('fails on a missing translation, a placeholder drift and a stale Spanish entry', () => {
    const spanish = { 'x.title': 'Hola', 'x.intro': 'Hola {nombre}', 'x.old': 'Viejo' };
    expect(findTranslationProblems(english, spanish)).toEqual([
      'x.intro: Spanish placeholders differ from English',
      'x.year: no Spanish translation (source.tsx)',
      'x.old: Spanish message with no English source',
    ]);
  });
});

import { changes, inLanguage, leaves, mergeDrafts, withValue } from './content-paths';

const doc = (enTitle: string, enText: string, esTitle: string, esText: string) => ({
  en: { title: enTitle, content: { sections: [{ id: 'a', paragraphs: [enText] }] } },
  es: { title: esTitle, content: { sections: [{ id: 'a', paragraphs: [esText] }] } },
});

describe('content paths', () => {
  it('name every text as the API does, lists at the top included', () => {
    expect([...leaves(doc('T', 'P', 'T', 'P').en).keys()]).toEqual(['title', 'content.sections[0].id', 'content.sections[0].paragraphs[0]']);
    expect(inLanguage('es', 'content.sections[1].title')).toBe('es.content.sections[1].title');
    expect(inLanguage('en', '[0].answer[0]')).toBe('en[0].answer[0]');
    expect(withValue({ en: [] as unknown[] }, 'en[1].answer[0]', 'x')).toEqual({ en: [undefined, { answer: ['x'] }] });
  });

  it('list every changed text of two versions, English first, with before and after', () => {
    expect(changes(doc('T', 'Old', 'T', 'Viejo'), doc('T', 'New', 'T', 'Nuevo'))).toEqual([
      { path: 'en.content.sections[0].paragraphs[0]', before: 'Old', after: 'New' },
      { path: 'es.content.sections[0].paragraphs[0]', before: 'Viejo', after: 'Nuevo' },
    ]);
  });

  it('merge two drafts: what only one changed is kept, where both changed differently both are shown', () => {
    const base = doc('T', 'P', 'T', 'P');
    const mine = doc('My title', 'Mine', 'T', 'P');
    const theirs = doc('T', 'Theirs', 'Su título', 'P');
    const { merged, conflicts } = mergeDrafts(base, mine, theirs);
    expect(merged).toEqual(doc('My title', 'Mine', 'Su título', 'P'));
    expect(conflicts).toEqual([{ path: 'en.content.sections[0].paragraphs[0]', before: 'Theirs', after: 'Mine' }]);
    // The same change on both sides is no conflict.
    expect(mergeDrafts(base, theirs, theirs).conflicts).toEqual([]);
  });
});

import { FRAME, layOut, wrap, type Block, type Measure } from './impact-pdf-layout.js';

// Every character half the font size wide: simple enough to work the widths out by hand.
const measure: Measure = (text, size) => Array.from(text).length * size * 0.5;

const columns = [{ width: 200 }, { width: 100, align: 'right' as const }, { width: 170 }];
const moduleTable = (rows: number): Block => ({
  kind: 'table',
  columns,
  header: ['Module', 'Finished', 'Change (95% range)'],
  rows: Array.from({ length: rows }, (_, i) => [`Module ${i + 1}: a title long enough to take two lines in its column`, String(i * 10), '+32 points (24 to 40)']),
});

describe('wrap', () => {
  it('breaks at spaces to fit the width, and cuts a word longer than a line', () => {
    expect(wrap('one two three four', 45, 10, false, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrap('one two three four', 50, 10, false, measure)).toEqual(['one two', 'three four']);
    expect(wrap('x'.repeat(25), 45, 10, false, measure)).toEqual(['x'.repeat(9), 'x'.repeat(9), 'x'.repeat(7)]);
    expect(wrap('', 50, 10, false, measure)).toEqual(['']);
  });
});

describe('layOut', () => {
  it('keeps a short report on one page', () => {
    const pages = layOut([{ kind: 'title', text: 'Outcomes & Impact' }, { kind: 'heading', text: 'In numbers' }, moduleTable(6)], measure);
    expect(pages).toHaveLength(1);
  });

  it('flows a long module table onto more pages: each row whole on one page, in order, the header again on each, nothing outside the margins', () => {
    const pages = layOut([{ kind: 'title', text: 'Outcomes & Impact' }, { kind: 'text', text: 'Figures from March 1 to April 30.' }, moduleTable(80), { kind: 'heading', text: 'How we count' }, { kind: 'text', text: 'The end.' }], measure);
    expect(pages.length).toBeGreaterThanOrEqual(3);

    const texts = pages.flatMap((page, n) => page.texts.map((text) => ({ ...text, page: n })));
    for (const text of texts) {
      expect(text.y).toBeGreaterThanOrEqual(FRAME.bottom);
      expect(text.y).toBeLessThanOrEqual(FRAME.top);
      expect(text.x).toBeGreaterThanOrEqual(FRAME.left);
      expect(text.x + measure(text.text, text.size, text.bold)).toBeLessThanOrEqual(FRAME.right);
    }
    // Each page starts its part of the table with the header row.
    for (const page of pages) expect(page.texts.filter((text) => text.text === 'Module' && text.bold)).toHaveLength(1);

    const rowStarts = texts.filter((text) => /^Module \d+:/.test(text.text));
    expect(rowStarts.map((text) => text.text.match(/\d+/)![0])).toEqual(Array.from({ length: 80 }, (_, i) => String(i + 1)));
    // A row's two lines of title, its count and its change sit on the same page.
    for (let i = 0; i < 80; i++) {
      const page = rowStarts[i]!.page;
      expect(texts.filter((text) => text.text === String(i * 10) && !text.bold).map((text) => text.page)).toContain(page);
      const rest = texts.filter((text) => text.page === page && text.text === 'lines in its column');
      expect(rest.length).toBeGreaterThan(0);
    }
    // What follows the table comes after its last row.
    const last = pages.at(-1)!.texts;
    expect(last.findIndex((text) => text.text === 'How we count')).toBeGreaterThan(last.findIndex((text) => text.text.startsWith('Module 80:')));
  });

  it('starts a heading on a new page rather than alone at the bottom of one', () => {
    // 37 one-line paragraphs leave room at the bottom for the heading and one line, not for three.
    const filler: Block[] = Array.from({ length: 37 }, (_, i) => ({ kind: 'text', text: `Line ${i}` }));
    const pages = layOut([...filler, { kind: 'heading', text: 'Financial well-being' }, { kind: 'text', text: 'After it.' }], measure);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.texts.map((text) => text.text)).toEqual(['Financial well-being', 'After it.']);
  });
});

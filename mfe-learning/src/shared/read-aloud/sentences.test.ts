import { collectSentences } from './sentences';

function region(html: string): HTMLElement {
  document.body.innerHTML = `<section data-read-aloud>${html}</section>`;
  return document.querySelector('section')!;
}

describe('collectSentences', () => {
  it('reads the heading, then each paragraph and bullet sentence by sentence, in page order', () => {
    const section = region(`
      <h2>Make a budget</h2>
      <p>A budget is a plan. It shows where your money goes.</p>
      <ul><li>Write down what you earn.</li><li>Write down what you spend!</li></ul>`);
    const sentences = collectSentences(section, 'h2, p, li', 'en');
    expect(sentences.map((s) => s.text)).toEqual([
      'Make a budget',
      'A budget is a plan.',
      'It shows where your money goes.',
      'Write down what you earn.',
      'Write down what you spend!',
    ]);
    // Each range covers exactly its sentence on screen, in its own block.
    expect(sentences.map((s) => s.range.toString())).toEqual(sentences.map((s) => s.text));
    expect(sentences[2]!.block.tagName).toBe('P');
  });

  it('splits Spanish at its question and exclamation marks', () => {
    const section = region('<p>¿Qué es una cuenta de ahorros? Es un lugar seguro para su dinero. ¡Empiece hoy!</p>');
    expect(collectSentences(section, 'p', 'es').map((s) => s.text)).toEqual([
      '¿Qué es una cuenta de ahorros?',
      'Es un lugar seguro para su dinero.',
      '¡Empiece hoy!',
    ]);
  });

  it('follows a sentence across inline markup (a link or bold word) with one range', () => {
    const section = region('<p>Visit <a href="/x">the <b>bank</b> page</a> today. Then rest.</p>');
    const [first, second] = collectSentences(section, 'p', 'en');
    expect(first!.text).toBe('Visit the bank page today.');
    expect(first!.range.toString()).toBe('Visit the bank page today.');
    expect(second!.range.toString()).toBe('Then rest.');
  });

  it('skips the Listen control, hidden text and marked parts, and reads a nested block once', () => {
    const section = region(`
      <h2>Title</h2>
      <div data-read-aloud-skip><p>Listen</p></div>
      <p hidden>Hidden text.</p>
      <p>Shown<span aria-hidden="true"> decoration</span> text.</p>
      <ul><li><p>Inside a list item.</p></li></ul>
      <div class="sources" data-read-aloud-skip><li>A source</li></div>`);
    expect(collectSentences(section, 'h2, p, li', 'en').map((s) => s.text)).toEqual(['Title', 'Shown text.', 'Inside a list item.']);
  });

  it('leaves out blocks with nothing to say (only spaces or symbols) and collapses white space', () => {
    const section = region('<p>  </p><p>—</p><p>Two\n   lines.</p>');
    expect(collectSentences(section, 'p', 'en').map((s) => s.text)).toEqual(['Two lines.']);
  });

  it('reads a numbered heading whole, and keeps a list number with its sentence', () => {
    const section = region('<h3>2. Make a budget. Today</h3><p>1. Write it down. 2. Check it.</p>');
    const sentences = collectSentences(section, 'h3, p', 'en');
    expect(sentences.map((s) => s.text)).toEqual(['2. Make a budget. Today', '1. Write it down.', '2. Check it.']);
    expect(sentences[1]!.range.toString()).toBe('1. Write it down.');
  });

  it('splits on full stops when the browser has no Intl.Segmenter', () => {
    const segmenter = Intl.Segmenter;
    Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true });
    try {
      const section = region('<p>1. One. Two? Three</p>');
      const sentences = collectSentences(section, 'p', 'en');
      // The plain split takes "1." for a sentence: it is kept with the sentence it numbers.
      expect(sentences.map((s) => s.text)).toEqual(['1. One.', 'Two?', 'Three']);
      expect(sentences[2]!.range.toString()).toBe('Three');
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: segmenter, configurable: true });
    }
  });
});

import { fakeSpeech, type FakeVoice } from '../../test/fake-speech';
import { createHighlighter, CURRENT_BLOCK_ATTRIBUTE, HIGHLIGHT_NAME } from './highlighter';
import { createReader, type ReaderState } from './reader';
import { collectSentences } from './sentences';

class FakeHighlight {
  readonly ranges: Range[];
  constructor(...ranges: Range[]) {
    this.ranges = ranges;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const english: FakeVoice = { name: 'Samantha', lang: 'en-US' };
const spanish: FakeVoice[] = [{ name: 'Paulina', lang: 'es-MX' }, { name: 'Mónica', lang: 'es-ES' }];

function setUp({ html, lang = 'en', voices = [english], highlights = true }: { html: string; lang?: string; voices?: FakeVoice[]; highlights?: boolean }) {
  document.body.innerHTML = `<section lang="${lang}">${html}</section>`;
  const region = document.querySelector('section')!;
  const speech = fakeSpeech(voices);
  const registry = new Map<string, unknown>();
  const env = highlights ? { CSS: { highlights: registry }, Highlight: FakeHighlight, innerHeight: 800 } : { innerHeight: 800 };
  const states: ReaderState[] = [];
  const started: number[] = [];
  const reader = createReader({
    synth: speech.synth,
    Utterance: speech.Utterance,
    highlighter: createHighlighter(env),
    sentences: () => collectSentences(region, 'h2, p, li', lang),
    lang,
    onChange: (state) => states.push(state),
    onSentence: (index) => started.push(index),
    voiceWaitMs: 10,
  });
  const highlighted = () => (registry.get(HIGHLIGHT_NAME) as FakeHighlight | undefined)?.ranges[0]?.toString();
  return { region, speech, reader, states, started, highlighted, status: () => reader.state().status };
}

describe('the reader', () => {
  it('speaks each sentence in turn with an en-US voice, highlighting the one being read', async () => {
    const t = setUp({ html: '<h2>Saving</h2><p>Save a little. Every week counts.</p>' });
    await t.reader.play();
    expect(t.status()).toBe('playing');
    expect(t.speech.spoken.map((u) => [u.text, u.lang, u.voice?.name, u.rate])).toEqual([['Saving', 'en-US', 'Samantha', 1]]);
    expect(t.highlighted()).toBe('Saving');
    t.speech.finishCurrent();
    expect(t.highlighted()).toBe('Save a little.');
    t.speech.finishCurrent();
    expect(t.speech.spoken.map((u) => u.text)).toEqual(['Saving', 'Save a little.', 'Every week counts.']);
    expect(t.highlighted()).toBe('Every week counts.');
    expect(t.started).toEqual([0, 1, 2]);
    t.speech.finishCurrent();
    expect(t.status()).toBe('finished');
    expect(t.highlighted()).toBeUndefined();
  });

  it('reads a Spanish page with a Spanish voice (es-MX before es-ES)', async () => {
    const t = setUp({ html: '<p>¿Tiene una cuenta? Ábrala hoy.</p>', lang: 'es', voices: [english, ...spanish] });
    await t.reader.play();
    t.speech.finishCurrent();
    expect(t.speech.spoken.map((u) => [u.text, u.lang, u.voice?.name])).toEqual([
      ['¿Tiene una cuenta?', 'es-MX', 'Paulina'],
      ['Ábrala hoy.', 'es-MX', 'Paulina'],
    ]);
    expect(t.reader.state().voiceLang).toBe('es-MX');
  });

  it('reads nothing and says so when the device has no voice of the page language', async () => {
    const t = setUp({ html: '<p>Hola.</p>', lang: 'es', voices: [english] });
    await t.reader.play();
    expect(t.status()).toBe('no-voice');
    expect(t.speech.spoken).toEqual([]);
    expect(t.highlighted()).toBeUndefined();
  });

  it('says the browser cannot read aloud when it has no speech synthesis', async () => {
    const reader = createReader({ synth: undefined, Utterance: undefined, highlighter: createHighlighter({ innerHeight: 0 }), sentences: () => [], lang: 'en', onChange: () => {} });
    await reader.play();
    expect(reader.state().status).toBe('unsupported');
  });

  it('pauses on a sentence and resumes from its start; the cancelled utterance does not move it on', async () => {
    const t = setUp({ html: '<p>One. Two. Three.</p>' });
    await t.reader.play();
    t.speech.finishCurrent();
    t.reader.pause();
    await flush(); // the browser reports the cancel as an "interrupted" error
    expect(t.status()).toBe('paused');
    expect(t.speech.current()).toBeNull();
    expect(t.highlighted()).toBe('Two.');
    await t.reader.play();
    expect(t.speech.spoken.map((u) => u.text)).toEqual(['One.', 'Two.', 'Two.']);
    expect(t.status()).toBe('playing');
  });

  it('reads the current sentence again at the slower pace, and later ones too', async () => {
    const t = setUp({ html: '<p>One. Two.</p>' });
    await t.reader.play();
    t.reader.setSpeed('slower');
    await flush();
    expect(t.speech.spoken.map((u) => [u.text, u.rate])).toEqual([['One.', 1], ['One.', 0.75]]);
    t.speech.finishCurrent();
    expect(t.speech.spoken.at(-1)).toMatchObject({ text: 'Two.', rate: 0.75 });
    t.reader.setSpeed('normal');
    expect(t.speech.spoken.at(-1)).toMatchObject({ text: 'Two.', rate: 1 });
  });

  it('stops: silence, no highlight, back to the start', async () => {
    const t = setUp({ html: '<p>One. Two.</p>' });
    await t.reader.play();
    t.reader.stop();
    await flush();
    expect(t.speech.current()).toBeNull();
    expect(t.status()).toBe('idle');
    expect(t.highlighted()).toBeUndefined();
    expect(t.speech.spoken).toHaveLength(1);
    await t.reader.play();
    expect(t.speech.spoken.map((u) => u.text)).toEqual(['One.', 'One.']);
  });

  it('stopping while the voices load means nothing is spoken when they arrive', async () => {
    const t = setUp({ html: '<p>One.</p>', voices: [] });
    const playing = t.reader.play();
    expect(t.status()).toBe('loading');
    t.reader.stop();
    t.speech.setVoices([english]);
    await playing;
    expect(t.speech.spoken).toEqual([]);
    expect(t.status()).toBe('idle');
  });

  it('waits when another app takes the voice, and says so when the device lacks the voice after all', async () => {
    const t = setUp({ html: '<p>One. Two.</p>' });
    await t.reader.play();
    t.speech.failCurrent('interrupted');
    expect(t.status()).toBe('paused');
    await t.reader.play();
    t.speech.failCurrent('language-unavailable');
    expect(t.status()).toBe('no-voice');
    expect(t.highlighted()).toBeUndefined();
  });

  it('marks the sentence\'s block where the browser has no CSS highlights', async () => {
    const t = setUp({ html: '<h2>Title</h2><p>Body.</p>', highlights: false });
    await t.reader.play();
    expect(t.region.querySelector(`[${CURRENT_BLOCK_ATTRIBUTE}]`)?.tagName).toBe('H2');
    t.speech.finishCurrent();
    expect([...t.region.querySelectorAll(`[${CURRENT_BLOCK_ATTRIBUTE}]`)].map((e) => e.tagName)).toEqual(['P']);
    t.reader.stop();
    expect(t.region.querySelector(`[${CURRENT_BLOCK_ATTRIBUTE}]`)).toBeNull();
  });
});

import type { Page } from '@playwright/test';

export interface StubVoice {
  name: string;
  lang: string;
  localService?: boolean;
}

export interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
  rate: number;
}

/**
 * Replaces the browser's speechSynthesis before any page script runs (Chromium here has no voices):
 * it records what would be said and lets the test end each sentence, as a device's voice would.
 */
export async function installSpeechStub(page: Page, voices: StubVoice[]) {
  await page.addInitScript((list: StubVoice[]) => {
    type Utterance = { text: string; lang: string; rate: number; voice: { name: string } | null; onend?: (e: unknown) => void; onerror?: (e: unknown) => void };
    const spoken: Spoken[] = [];
    let current: Utterance | null = null;
    let cancels = 0;
    class FakeUtterance {
      lang = '';
      rate = 1;
      voice = null;
      constructor(readonly text: string) {}
    }
    const synth = {
      paused: false,
      speaking: false,
      pending: false,
      getVoices: () => list.map((voice) => ({ default: false, localService: true, voiceURI: voice.name, ...voice })),
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null, rate: utterance.rate });
        current = utterance;
      },
      cancel() {
        cancels += 1;
        const cancelled = current;
        current = null;
        if (cancelled) setTimeout(() => cancelled.onerror?.({ error: 'interrupted' }), 0);
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    Object.assign(window, {
      speechStub: {
        spoken,
        speaking: () => current?.text ?? null,
        cancels: () => cancels,
        finish() {
          const done = current;
          current = null;
          done?.onend?.({});
        },
      },
    });
  }, voices);
}

type StubWindow = { speechStub: { spoken: Spoken[]; speaking(): string | null; cancels(): number; finish(): void } };

export const spoken = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).speechStub.spoken);
export const speaking = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).speechStub.speaking());
/** The device finished the sentence it was saying (the next one starts). */
export const finishSentence = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).speechStub.finish());

/** The text the CSS Custom Highlight paints, and whether it is inside the viewport. */
export const highlighted = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get('read-aloud');
    const range = highlight ? ([...highlight][0] as Range | undefined) : undefined;
    if (!range) return null;
    const rect = range.getBoundingClientRect();
    return { text: range.toString(), inView: rect.top >= 0 && rect.bottom <= window.innerHeight };
  });

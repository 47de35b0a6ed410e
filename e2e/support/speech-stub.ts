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

/** One call of `speak`, and whether it came inside the visitor's press (WebKit's rule for a gated call). */
export interface SpeakCall {
  text: string;
  /** Made while a trusted press (click, key, touch) was being dispatched: iOS lets speech start only then. */
  inPress: boolean;
  /** `navigator.userActivation.isActive` then (Chromium's looser rule: any time within seconds of a press). */
  activation: boolean | null;
}

/**
 * Replaces the browser's speechSynthesis before any page script runs (Chromium here has no voices):
 * it records what would be said and lets the test end each sentence, as a device's voice would. Every
 * call of `speak` is recorded too (`speakCalls`), with whether it came inside a press; a silent, empty
 * utterance (the one that unlocks speech on iOS) is over at once and is not in what was said.
 */
export async function installSpeechStub(page: Page, voices: StubVoice[]) {
  await page.addInitScript((list: StubVoice[]) => {
    type Utterance = { text: string; lang: string; rate: number; voice: { name: string } | null; onend?: (e: unknown) => void; onerror?: (e: unknown) => void };
    const spoken: Spoken[] = [];
    const calls: SpeakCall[] = [];
    const pressTypes = new Set(['click', 'keydown', 'keyup', 'pointerup', 'mouseup', 'touchend']);
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
        const event = (window as unknown as { event?: Event }).event;
        const activation = (navigator as unknown as { userActivation?: { isActive: boolean } }).userActivation;
        calls.push({ text: utterance.text, inPress: Boolean(event?.isTrusted && pressTypes.has(event.type)), activation: activation ? activation.isActive : null });
        if (utterance.text === '') {
          setTimeout(() => utterance.onend?.({}), 0);
          return;
        }
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
        calls,
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

type StubWindow = { speechStub: { spoken: Spoken[]; calls: SpeakCall[]; speaking(): string | null; cancels(): number; finish(): void } };

export const spoken = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).speechStub.spoken);
/** Every call of `speak`, silent ones too, with whether it came inside a press. */
export const speakCalls = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).speechStub.calls);
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

/** A stand-in for the browser's speechSynthesis: it records what is said and lets a test end each utterance. */

type Listener = () => void;

export interface FakeVoice {
  name: string;
  lang: string;
  localService?: boolean;
  default?: boolean;
}

export class FakeUtterance {
  lang = '';
  rate = 1;
  volume = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

export function fakeSpeech(initialVoices: FakeVoice[] = []) {
  let voices = initialVoices.map((voice) => ({ localService: true, default: false, voiceURI: voice.name, ...voice }));
  const listeners = new Set<Listener>();
  const spoken: FakeUtterance[] = [];
  let current: FakeUtterance | null = null;
  const synth = {
    paused: false,
    speaking: false,
    pending: false,
    getVoices: () => voices as unknown as SpeechSynthesisVoice[],
    speak(utterance: FakeUtterance) {
      spoken.push(utterance);
      current = utterance;
    },
    // Browsers report a cancelled utterance with an "interrupted" error, a moment later.
    cancel() {
      const cancelled = current;
      current = null;
      if (cancelled) queueMicrotask(() => cancelled.onerror?.({ error: 'interrupted' }));
    },
    pause() {
      synth.paused = true;
    },
    resume() {
      synth.paused = false;
    },
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  return {
    synth: synth as unknown as SpeechSynthesis,
    Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
    spoken,
    /** What is being said now. */
    current: () => current,
    /** The device finished saying the current utterance. */
    finishCurrent() {
      const done = current;
      current = null;
      done?.onend?.({});
    },
    /** The device failed the current utterance (another app took the voice, or it has no such voice). */
    failCurrent(error: string) {
      const failed = current;
      current = null;
      failed?.onerror?.({ error });
    },
    /** Voices arriving late, as Chrome lists them. */
    setVoices(next: FakeVoice[]) {
      voices = next.map((voice) => ({ localService: true, default: false, voiceURI: voice.name, ...voice }));
      listeners.forEach((listener) => listener());
    },
  };
}

import type { Highlighter } from './highlighter';
import type { Sentence } from './sentences';
import { loadVoices, pickVoice } from './voices';

export type Speed = 'slower' | 'normal';
export const SPEECH_RATES: Record<Speed, number> = { slower: 0.75, normal: 1 };

export type ReaderStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'finished' | 'no-voice' | 'unsupported' | 'failed';

export interface ReaderState {
  status: ReaderStatus;
  speed: Speed;
  /** The sentence being read (or paused on), from 0. */
  sentence: number;
  total: number;
  /** The voice's language tag, once one is chosen. */
  voiceLang: string | null;
}

export interface ReaderOptions {
  synth: SpeechSynthesis | undefined;
  Utterance: typeof SpeechSynthesisUtterance | undefined;
  highlighter: Highlighter;
  /** The sentences to read, collected when reading starts. */
  sentences: () => Sentence[];
  /** The language of the text (the page's). */
  lang: string;
  onChange(state: ReaderState): void;
  /** Each sentence as it starts (reading aloud counts as activity for a kiosk's idle timer). */
  onSentence?(index: number): void;
  /** How long to wait for the device to list its voices. */
  voiceWaitMs?: number;
}

export interface Reader {
  /** Starts from the top, or resumes where it was paused. */
  play(): Promise<void>;
  pause(): void;
  stop(): void;
  setSpeed(speed: Speed): void;
  state(): ReaderState;
}

/**
 * Reads a region aloud with the browser's speech synthesis, one sentence per utterance (short utterances
 * can be paused, resumed and re-paced reliably, and avoid Chrome cutting long ones off). Pause cancels
 * and remembers the sentence: `speechSynthesis.pause()` does nothing on many Android phones.
 */
export function createReader(options: ReaderOptions): Reader {
  const { synth, Utterance, highlighter } = options;
  let state: ReaderState = { status: 'idle', speed: 'normal', sentence: 0, total: 0, voiceLang: null };
  let sentences: Sentence[] = [];
  let voice: SpeechSynthesisVoice | null = null;
  // Every start, pause and stop bumps this; events of an older utterance are then ignored.
  let generation = 0;

  function set(next: Partial<ReaderState>) {
    state = { ...state, ...next };
    options.onChange(state);
  }

  function end(status: ReaderStatus) {
    generation += 1;
    highlighter.clear();
    set({ status, sentence: 0 });
  }

  function speak(index: number) {
    const run = ++generation;
    const sentence = sentences[index]!;
    synth!.cancel();
    if (synth!.paused) synth!.resume();
    const utterance = new Utterance!(sentence.text);
    utterance.voice = voice;
    utterance.lang = voice!.lang.replace(/_/g, '-');
    utterance.rate = SPEECH_RATES[state.speed];
    utterance.onend = () => {
      if (run !== generation) return;
      if (index + 1 < sentences.length) speak(index + 1);
      else end('finished');
    };
    utterance.onerror = (event) => {
      if (run !== generation) return;
      // Another page or app took the voice: stay where we were, ready to resume.
      if (event.error === 'interrupted' || event.error === 'canceled') set({ status: 'paused' });
      else end(event.error === 'language-unavailable' || event.error === 'voice-unavailable' ? 'no-voice' : 'failed');
    };
    highlighter.show(sentence);
    set({ status: 'playing', sentence: index });
    options.onSentence?.(index);
    synth!.speak(utterance);
  }

  async function start() {
    const run = ++generation;
    if (!synth || !Utterance) return set({ status: 'unsupported' });
    set({ status: 'loading' });
    const voices = await loadVoices(synth, options.voiceWaitMs ?? 1500);
    if (run !== generation) return; // stopped while the voices loaded
    voice = pickVoice(voices, options.lang);
    if (!voice) return set({ status: 'no-voice' });
    sentences = options.sentences();
    set({ total: sentences.length, voiceLang: voice.lang.replace(/_/g, '-') });
    if (!sentences.length) return end('finished');
    speak(0);
  }

  return {
    async play() {
      if (state.status === 'paused') speak(state.sentence);
      else if (state.status !== 'playing' && state.status !== 'loading') await start();
    },
    pause() {
      if (state.status !== 'playing') return;
      generation += 1;
      synth?.cancel();
      set({ status: 'paused' });
    },
    stop() {
      const speaking = state.status === 'playing' || state.status === 'paused' || state.status === 'loading';
      if (speaking) synth?.cancel();
      end('idle');
    },
    setSpeed(speed) {
      if (speed === state.speed) return;
      set({ speed });
      if (state.status === 'playing') speak(state.sentence); // the sentence again, at the new pace
    },
    state: () => state,
  };
}

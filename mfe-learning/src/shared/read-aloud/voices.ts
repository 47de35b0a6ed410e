/** The voices we look for first, per page language (the order); then any voice of the language. */
const PREFERRED: Record<string, readonly string[]> = {
  en: ['en-us'],
  es: ['es-us', 'es-mx'],
};

/** `es_US`, `es-us` and `es-US` are the same (Android writes an underscore). */
function tagOf(voice: SpeechSynthesisVoice): string {
  return voice.lang.replace(/_/g, '-').toLowerCase();
}

/**
 * The voice to read a page in `lang` with, or null when the device has none of that language (then we
 * say so rather than read Spanish with an English voice). Within a tier, a voice on the device comes
 * first: it works offline and costs no data.
 */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | null {
  const base = lang.toLowerCase().split('-')[0]!;
  const tiers: ((tag: string) => boolean)[] = [
    ...(PREFERRED[base] ?? []).map((wanted) => (tag: string) => tag === wanted),
    (tag) => tag.split('-')[0] === base,
  ];
  for (const inTier of tiers) {
    const matches = voices.filter((voice) => inTier(tagOf(voice)));
    if (matches.length) return matches.find((voice) => voice.localService) ?? matches[0]!;
  }
  return null;
}

/**
 * The device's voices. Chrome lists them a moment after the page loads (`voiceschanged`); we wait for
 * that a short while, then go with what there is.
 */
export function loadVoices(synth: SpeechSynthesis, waitMs: number): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener('voiceschanged', done);
  });
}

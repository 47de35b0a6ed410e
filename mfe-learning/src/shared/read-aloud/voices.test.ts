import { fakeSpeech, type FakeVoice } from '../../test/fake-speech';
import { loadVoices, pickVoice } from './voices';

const voice = (name: string, lang: string, localService = true) => ({ name, lang, localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;

describe('pickVoice', () => {
  const voices = [voice('UK', 'en-GB'), voice('US', 'en-US'), voice('Spain', 'es-ES'), voice('Mexico', 'es-MX'), voice('US Spanish', 'es-US')];

  it('reads English with en-US, Spanish with es-US first', () => {
    expect(pickVoice(voices, 'en')?.name).toBe('US');
    expect(pickVoice(voices, 'es')?.name).toBe('US Spanish');
  });

  it('takes es-MX when there is no es-US, then any Spanish voice', () => {
    expect(pickVoice(voices.filter((v) => v.lang !== 'es-US'), 'es')?.name).toBe('Mexico');
    expect(pickVoice([voice('UK', 'en-GB'), voice('Spain', 'es-ES')], 'es')?.name).toBe('Spain');
    expect(pickVoice([voice('UK', 'en-GB'), voice('Spain', 'es-ES')], 'en')?.name).toBe('UK');
  });

  it('understands Android tags (es_US) and any letter case', () => {
    expect(pickVoice([voice('Spain', 'es-ES'), voice('Android', 'es_us')], 'es')?.name).toBe('Android');
  });

  it('prefers a voice on the device (offline, no data) over a network one of the same tier', () => {
    expect(pickVoice([voice('Cloud', 'es-US', false), voice('Phone', 'es-US', true)], 'es')?.name).toBe('Phone');
    // ...but never a voice of a later tier: es-US over the network beats es-ES on the device.
    expect(pickVoice([voice('Cloud', 'es-US', false), voice('Phone', 'es-ES', true)], 'es')?.name).toBe('Cloud');
  });

  it('finds nothing rather than a voice of another language', () => {
    expect(pickVoice([voice('US', 'en-US'), voice('France', 'fr-FR')], 'es')).toBeNull();
    expect(pickVoice([], 'en')).toBeNull();
  });
});

describe('loadVoices', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for voices the browser lists late', async () => {
    const speech = fakeSpeech([]);
    const loading = loadVoices(speech.synth, 5000);
    const late: FakeVoice[] = [{ name: 'US Spanish', lang: 'es-US' }];
    speech.setVoices(late);
    expect((await loading).map((v) => v.name)).toEqual(['US Spanish']);
  });

  it('gives up after the wait when the device lists none', async () => {
    jest.useFakeTimers();
    const loading = loadVoices(fakeSpeech([]).synth, 1500);
    jest.advanceTimersByTime(1500);
    expect(await loading).toEqual([]);
  });
});

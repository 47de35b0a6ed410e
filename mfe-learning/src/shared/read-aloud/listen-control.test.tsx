import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_EVENT } from '@reentry/contracts/kiosk-rules';
import { learner } from '../../test/fake-api';
import { fakeSpeech, type FakeVoice } from '../../test/fake-speech';
import { renderRoute } from '../../test/render-route';
import { CURRENT_BLOCK_ATTRIBUTE } from './highlighter';

jest.setTimeout(30_000);

const usEnglish: FakeVoice = { name: 'Samantha', lang: 'en-US' };
const mexicanSpanish: FakeVoice = { name: 'Paulina', lang: 'es-MX' };

/** Puts a recording speechSynthesis on the page, as a browser with these voices would have. */
function installSpeech(voices: FakeVoice[]) {
  const speech = fakeSpeech(voices);
  Object.defineProperty(window, 'speechSynthesis', { value: speech.synth, configurable: true, writable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: speech.Utterance, configurable: true, writable: true });
  return speech;
}

const highlightedText = () => document.querySelector(`[${CURRENT_BLOCK_ATTRIBUTE}]`)?.textContent;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Listen on a lesson section', () => {
  it('reads the section in English, sentence by sentence, highlighting each block, until the last bullet', async () => {
    const speech = installSpeech([{ name: 'Daniel', lang: 'en-GB' }, usEnglish]);
    const activity = jest.fn();
    window.addEventListener(ACTIVITY_EVENT, activity);
    await renderRoute('/modules/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Listen: What digital money is' }));

    const toolbar = await screen.findByRole('group', { name: 'Read aloud: What digital money is' });
    await waitFor(() => expect(within(toolbar).getByRole('status').textContent).toBe('Reading aloud.'));
    expect(within(toolbar).getByRole('button', { name: 'Pause' })).toBe(document.activeElement);
    // The page's first press on a Listen button speaks once, silently, inside the press (iOS needs one there).
    const [unlock, ...reading] = speech.spoken;
    expect([unlock?.text, unlock?.volume]).toEqual(['', 0]);
    expect(reading.map((u) => [u.text, u.lang, u.voice?.name])).toEqual([['What digital money is', 'en-US', 'Samantha']]);
    expect(highlightedText()).toBe('What digital money is');

    act(() => speech.finishCurrent());
    expect(speech.spoken.at(-1)?.text).toBe('Most money today moves as data, not as cash.');
    expect(highlightedText()).toMatch(/^Most money today moves as data/);
    while (speech.current()) act(() => speech.finishCurrent());
    expect(speech.spoken.at(-1)?.text).toBe('Crypto is a digital token that lives on a blockchain.');
    expect(speech.spoken.map((u) => u.text)).not.toContain('Sources');
    expect(within(toolbar).getByRole('status').textContent).toBe('Finished reading.');
    expect(highlightedText()).toBeUndefined();
    expect(activity).toHaveBeenCalledTimes(speech.spoken.length - 1); // each sentence read (not the silent one)
    window.removeEventListener(ACTIVITY_EVENT, activity);
  });

  it('reads a Spanish page with a Spanish voice', async () => {
    const speech = installSpeech([usEnglish, mexicanSpanish]);
    await renderRoute('/modules/1', { locale: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Escuchar: Qué es el dinero digital' }));
    const toolbar = await screen.findByRole('group', { name: 'Leer en voz alta: Qué es el dinero digital' });
    await waitFor(() => expect(within(toolbar).getByRole('status').textContent).toBe('Leyendo en voz alta.'));
    act(() => speech.finishCurrent());
    expect(speech.spoken.map((u) => [u.text, u.lang])).toEqual([
      ['Qué es el dinero digital', 'es-MX'],
      ['Hoy casi todo el dinero se mueve como datos, no en efectivo.', 'es-MX'],
    ]);
  });

  it('says the device has no Spanish voice instead of reading Spanish with an English one', async () => {
    const speech = installSpeech([usEnglish]);
    await renderRoute('/modules/1', { locale: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Escuchar: Qué es el dinero digital' }));
    const toolbar = await screen.findByRole('group', { name: 'Leer en voz alta: Qué es el dinero digital' });
    await waitFor(() => expect(within(toolbar).getByRole('status').textContent).toMatch(/^Este dispositivo no tiene una voz en español/));
    expect(speech.spoken).toEqual([]);
    const close = within(toolbar).getByRole('button', { name: 'Cerrar' });
    expect(close).toBe(document.activeElement);
    await userEvent.click(close);
    expect(screen.getByRole('button', { name: 'Escuchar: Qué es el dinero digital' })).toBe(document.activeElement);
  });

  it('pauses, reads slower, and stops, giving focus back to Listen', async () => {
    const speech = installSpeech([usEnglish]);
    await renderRoute('/modules/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Listen: What digital money is' }));
    const toolbar = await screen.findByRole('group', { name: 'Read aloud: What digital money is' });
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Pause' }));
    await flush();
    expect(within(toolbar).getByRole('status').textContent).toBe('Paused.');
    expect(speech.current()).toBeNull();

    const slower = within(toolbar).getByRole('button', { name: 'Slower' });
    expect(slower.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(slower);
    expect(slower.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Play' }));
    expect(speech.spoken.map((u) => [u.text, u.rate])).toEqual([
      ['What digital money is', 1],
      ['What digital money is', 0.75],
    ]);

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Stop' }));
    await flush();
    expect(speech.current()).toBeNull();
    expect(screen.queryByRole('group', { name: /^Read aloud/ })).toBeNull();
    expect(highlightedText()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Listen: What digital money is' })).toBe(document.activeElement);
  });

  it('stops when focus leaves the section (a screen reader moving on), and on Escape', async () => {
    const speech = installSpeech([usEnglish]);
    await renderRoute('/modules/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Listen: What digital money is' }));
    await screen.findByRole('group', { name: 'Read aloud: What digital money is' });
    await waitFor(() => expect(speech.current()).not.toBeNull());

    const elsewhere = screen.getAllByRole('link')[0]!;
    act(() => elsewhere.focus());
    await flush();
    expect(speech.current()).toBeNull();
    expect(screen.queryByRole('group', { name: /^Read aloud/ })).toBeNull();
    expect(document.activeElement).toBe(elsewhere); // not pulled back

    await userEvent.click(screen.getByRole('button', { name: 'Listen: What digital money is' }));
    await waitFor(() => expect(speech.current()).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await flush();
    expect(speech.current()).toBeNull();
    expect(screen.getByRole('button', { name: 'Listen: What digital money is' })).toBe(document.activeElement);
  });

  it('reads one section at a time: starting another stops the first', async () => {
    const speech = installSpeech([usEnglish]);
    await renderRoute('/modules/1');
    const [first, second] = await screen.findAllByRole('button', { name: /^Listen: / });
    await userEvent.click(first!);
    await waitFor(() => expect(speech.current()).not.toBeNull());
    await userEvent.click(second!);
    const groups = await screen.findAllByRole('group', { name: /^Read aloud/ });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.getAttribute('aria-label')).toBe(`Read aloud: ${second!.getAttribute('aria-label')!.slice('Listen: '.length)}`);
    await waitFor(() => expect(speech.current()?.text).toBe(second!.getAttribute('aria-label')!.slice('Listen: '.length)));
  });
});

describe('Listen on a quiz question', () => {
  it('reads the question number, the question and its four options', async () => {
    const speech = installSpeech([usEnglish]);
    await renderRoute('/modules/1?tab=quiz', { user: learner() });
    await userEvent.click(await screen.findByRole('link', { name: 'Start Quiz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Listen: Question 1 of 5' }));
    await waitFor(() => expect(speech.current()).not.toBeNull());
    while (speech.current()) act(() => speech.finishCurrent());
    expect(speech.spoken.map((u) => u.text)).toEqual([
      'Question 1 of 5',
      'What is a blockchain?',
      'A bank that keeps your crypto safe',
      'A shared record of payments that many computers keep',
      'A kind of prepaid debit card',
      'A government website for crypto',
    ]);
  });
});

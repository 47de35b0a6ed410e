import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ACTIVITY_EVENT } from '@reentry/contracts/kiosk-rules';
import { Button } from '@reentry/ui';
import { createHighlighter, type HighlightEnvironment } from './highlighter';
import { createReader, type Reader, type ReaderState, type ReaderStatus } from './reader';
import { readAloudMessages as m } from './read-aloud.messages';
import { collectSentences } from './sentences';

/** Raised when a reading starts: any other reading on the page stops (one voice at a time). */
const READING_EVENT = 'reentry:read-aloud';

export interface ReadAloudToolbarProps {
  /** The element whose text is read. */
  region: Element;
  /** Which elements in it are read (CSS selector), e.g. paragraphs and headings. */
  blocks: string;
  title: string;
  /** The reading ended by the learner (focusBack: return focus to the Listen button) or by leaving. */
  onClose(focusBack: boolean): void;
}

const statusMessages: Partial<Record<ReaderStatus, MessageDescriptor>> = {
  loading: m.loading,
  playing: m.playing,
  paused: m.paused,
  finished: m.finished,
  'no-voice': m.noVoice,
  unsupported: m.unsupported,
  failed: m.failed,
};

/** Starts a reading when it mounts and stops it when the learner leaves the section (focus, Escape, page). */
function useReader(props: ReadAloudToolbarProps, onState: (state: ReaderState) => void) {
  const reader = useRef<Reader | null>(null);
  const close = useRef(props.onClose);
  close.current = props.onClose;
  const { region, blocks } = props;
  useEffect(() => {
    const lang = region.closest('[lang]')?.getAttribute('lang') || 'en';
    const created = createReader({
      synth: window.speechSynthesis,
      Utterance: window.SpeechSynthesisUtterance,
      highlighter: createHighlighter(window as unknown as HighlightEnvironment),
      sentences: () => collectSentences(region, blocks, lang),
      lang,
      onChange: onState,
      // Reading aloud is use: a shared tablet must not sign the learner out mid-lesson.
      onSentence: () => window.dispatchEvent(new Event(ACTIVITY_EVENT)),
    });
    reader.current = created;
    const token = {};
    const leave = (focusBack: boolean) => {
      created.stop();
      close.current(focusBack);
    };
    // A screen reader user who moves on must not hear two voices: focus landing outside the section
    // stops the reading. Focus moving to a container of the section (a tap on the text) does not.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!region.contains(target) && !target.contains(region)) leave(false);
    };
    const onKeyDown = (event: Event) => (event as KeyboardEvent).key === 'Escape' && leave(true);
    const onOtherReading = (event: Event) => (event as CustomEvent).detail !== token && leave(false);
    const onPageHide = () => created.stop();
    window.dispatchEvent(new CustomEvent(READING_EVENT, { detail: token }));
    document.addEventListener('focusin', onFocusIn);
    region.addEventListener('keydown', onKeyDown);
    window.addEventListener(READING_EVENT, onOtherReading);
    window.addEventListener('pagehide', onPageHide);
    void created.play();
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(READING_EVENT, onOtherReading);
      window.removeEventListener('pagehide', onPageHide);
      created.stop();
    };
  }, [region, blocks, onState]);
  return reader;
}

/**
 * The read-aloud controls (loaded on first use): Play or Pause, Stop, Slower, and a status line that
 * screen readers announce. The sentence being read is highlighted on the page.
 */
export default function ReadAloudToolbar(props: ReadAloudToolbarProps) {
  const intl = useIntl();
  const [state, setState] = useState<ReaderState>({ status: 'loading', speed: 'normal', sentence: 0, total: 0, voiceLang: null });
  const reader = useReader(props, setState);
  const main = useRef<HTMLButtonElement>(null);
  const { status, speed } = state;
  const cannotRead = status === 'no-voice' || status === 'unsupported';
  // The Listen button this replaced had focus (or was just tapped): its place is here, then on Close.
  useEffect(() => main.current?.focus(), [cannotRead]);
  const playing = status === 'playing' || status === 'loading';
  const statusMessage = statusMessages[status];
  return (
    <div role="group" aria-label={intl.formatMessage(m.toolbar, { title: props.title })} className="listen__toolbar">
      {!cannotRead && (
        <>
          <Button ref={main} variant="secondary" onClick={() => (playing ? reader.current?.pause() : void reader.current?.play())}>
            <FormattedMessage {...(playing ? m.pause : m.play)} />
          </Button>
          <Button variant="secondary" onClick={() => props.onClose(true)}>
            <FormattedMessage {...m.stop} />
          </Button>
          <Button variant="secondary" aria-pressed={speed === 'slower'} onClick={() => reader.current?.setSpeed(speed === 'slower' ? 'normal' : 'slower')}>
            <FormattedMessage {...m.slower} />
          </Button>
        </>
      )}
      <p role="status" className={cannotRead ? 'listen__status listen__status--problem' : 'listen__status'}>
        {statusMessage && <FormattedMessage {...statusMessage} />}
      </p>
      {cannotRead && (
        <Button ref={main} variant="secondary" onClick={() => props.onClose(true)}>
          <FormattedMessage {...m.close} />
        </Button>
      )}
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pressActionProps, usePressOutcome } from '@reentry/platform';
import { Button, untilScriptProps, useHydrated } from '@reentry/ui';
import { REGION_ATTRIBUTE, SKIP_ATTRIBUTE } from './attributes';
import { listenMessages as m } from './listen.messages';

/** What is read by default: headings, paragraphs and list items. */
const DEFAULT_BLOCKS = 'h2, h3, h4, p, li';

// The speech engine and its controls are fetched on first use (or when a finger or the keyboard comes
// near the button), never with the page.
const loadToolbar = () => import('./read-aloud-toolbar');
const ReadAloudToolbar = lazy(loadToolbar);
const prefetch = () => void loadToolbar();

function SpeakerIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" className="listen__icon">
      <path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
    </svg>
  );
}

/**
 * "Listen" for one section, question or guide: reads the text of the region around it aloud in the
 * page's language. The platform takes the press (`listen`: iOS speaks only after a first `speak` inside a
 * press, so it makes a silent one there) and says it is done; this code then starts the reading, at once or
 * as soon as it comes (a press before the page's code is never lost). Disabled until the site's script
 * starts (the platform enables it then), and hidden without JavaScript.
 */
export function ListenControl({ title, blocks = DEFAULT_BLOCKS }: { title: string; blocks?: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [region, setRegion] = useState<Element | null>(null);
  const [focusBack, setFocusBack] = useState(false);
  // The button is back each time the reading closes.
  usePressOutcome(button, () => setRegion(root.current?.closest(`[${REGION_ATTRIBUTE}]`) ?? root.current?.parentElement ?? null), region === null);
  useEffect(() => {
    if (region || !focusBack) return;
    button.current?.focus();
    setFocusBack(false);
  }, [region, focusBack]);

  const listen = (disabled: boolean) => (
    <Button
      ref={button}
      variant="secondary"
      className="listen__button"
      disabled={disabled}
      {...untilScriptProps(hydrated)}
      {...pressActionProps('listen')}
      aria-label={intl.formatMessage(m.listenTo, { title })}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      <SpeakerIcon />
      <FormattedMessage {...m.listen} />
    </Button>
  );
  return (
    <div ref={root} className="listen" {...{ [SKIP_ATTRIBUTE]: '', 'data-requires-script': '' }}>
      {region ? (
        <Suspense fallback={listen(true)}>
          <ReadAloudToolbar
            region={region}
            blocks={blocks}
            title={title}
            onClose={(back) => {
              setRegion(null);
              setFocusBack(back);
            }}
          />
        </Suspense>
      ) : (
        listen(false)
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { busyButtonProps } from '@reentry/ui';
import { contentMessages as m } from './content.messages';

/**
 * "Discard draft" (issue 39, 2.5), confirmed in the page, then one request: the server throws the draft
 * away and it becomes the live version again (audited). Focus goes back to the button afterwards.
 */
export function DiscardDraft({ live, busy, onDiscard }: { live: number; busy: boolean; onDiscard: () => Promise<boolean> }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) button.current?.focus();
  }, [done]);
  if (!asking) {
    return (
      <button ref={button} type="button" className="button button--secondary" onClick={() => { setDone(false); setAsking(true); }}>
        <FormattedMessage {...m.discard} />
      </button>
    );
  }
  const confirm = async () => {
    if (await onDiscard()) {
      setAsking(false);
      setDone(true);
    }
  };
  return (
    <div role="group" aria-labelledby="content-discard-question" className="admin-content__confirm">
      <p id="content-discard-question">
        <FormattedMessage {...m.confirmDiscard} values={{ version: live }} />
      </p>
      {/* The confirm button takes the focus, so Enter confirms and Tab reaches Cancel. */}
      <button type="button" className="button" autoFocus {...busyButtonProps(busy)} onClick={() => void confirm()}>
        <FormattedMessage {...m.confirmDiscardYes} />
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        <FormattedMessage {...m.cancel} />
      </button>
    </div>
  );
}

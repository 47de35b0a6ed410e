import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { idleCountdownMessage, idleWarningMessages as m } from './kiosk.messages';

/**
 * "Are you still here?" as a modal dialog: focus moves to its button and screen readers announce it;
 * any tap or key press (on the dialog or around it) dismisses it, which the idle timer sees.
 */
export function IdleWarning({ until }: { until: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [now, setNow] = useState(() => Date.now());
  // Layout effects: the dialog is closed while still in the page, so focus goes back where the learner was.
  useLayoutEffect(() => {
    const element = dialog.current!;
    const before = document.activeElement;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      if (before instanceof HTMLElement && before.isConnected && !element.contains(document.activeElement)) before.focus();
    };
  }, []);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <dialog ref={dialog} className="kiosk-warning" role="alertdialog" aria-labelledby="kiosk-warning-title" aria-describedby="kiosk-warning-text">
      <h2 id="kiosk-warning-title">
        <FormattedMessage {...m.title} />
      </h2>
      <p id="kiosk-warning-text">
        <FormattedMessage {...idleCountdownMessage} values={{ seconds }} />
      </p>
      {/* Its tap is what dismisses the warning; the button gives it a name and takes focus. */}
      <button type="button" className="button button--primary" autoFocus>
        <FormattedMessage {...m.stay} />
      </button>
    </dialog>
  );
}

import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENT } from '@reentry/contracts/kiosk-rules';

/** Signs of someone at the tablet. These do not dismiss the warning (a bumped mouse is not an answer). */
const PRESENCE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'wheel', 'input'] as const;
/**
 * A whole tap (click, so the tap ends on the warning and not on the page behind it), a key, or reading
 * aloud: these also dismiss the warning.
 */
const DISMISS_EVENTS = ['click', 'keydown', ACTIVITY_EVENT] as const;
const dismissing: ReadonlySet<string> = new Set(DISMISS_EVENTS);

export interface IdleTimerOptions {
  /** Counting only while there is something to clear. */
  armed: boolean;
  idleMs: number;
  warningMs: number;
  /** Each sign of activity (cheap: it runs on every scroll and mouse move). */
  onActivity?: () => void;
  onTimeout: () => void;
}

/**
 * Counts the time since the last sign of activity. During the last `warningMs` of `idleMs` it returns
 * when time will be up (to warn; otherwise null), then calls onTimeout. Deadlines are wall-clock, so a
 * tablet that slept is checked as soon as it wakes (visibilitychange), not a timer's worth later.
 */
export function useIdleTimer({ armed, idleMs, warningMs, onActivity, onTimeout }: IdleTimerOptions): number | null {
  const [warnUntil, setWarnUntil] = useState<number | null>(null);
  const callbacks = useRef({ onActivity, onTimeout });
  callbacks.current = { onActivity, onTimeout };
  useEffect(() => {
    if (!armed) return;
    let last = Date.now();
    let warned = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const idle = Date.now() - last;
      if (idle >= idleMs) return callbacks.current.onTimeout();
      const warn = idle >= idleMs - warningMs;
      if (warn !== warned) setWarnUntil((warned = warn) ? last + idleMs : null);
      timer = setTimeout(check, (warn ? idleMs : idleMs - warningMs) - idle);
    };
    const activity = (event: Event) => {
      if (warned && !dismissing.has(event.type)) return;
      last = Date.now();
      callbacks.current.onActivity?.();
      if (warned) check();
    };
    const events = [...PRESENCE_EVENTS, ...DISMISS_EVENTS];
    for (const type of events) window.addEventListener(type, activity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    check();
    return () => {
      clearTimeout(timer);
      for (const type of events) window.removeEventListener(type, activity, { capture: true });
      document.removeEventListener('visibilitychange', check);
      setWarnUntil(null);
    };
  }, [armed, idleMs, warningMs]);
  return warnUntil;
}

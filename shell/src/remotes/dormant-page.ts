// A remote's page on a first load, before its code has come (remote-route-source.ts: DormantRemote).
// The server's HTML is all there: it reads, its links and accordions work, fields take typing. What
// needs the remote's code waits for it here, so nothing the visitor does is lost.
import type { PressHolder } from '../presses/press-holder';
import { announceValue, isField, shownValue, type Field } from './dormant-fields';

/** The visitor is here and doing something: time to fetch the page's code. */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/**
 * The pointer coming onto the page wakes it too, from the time the shell's start-up can load the code
 * (`onWake`): as the page first lays out, the browser sends a pointer resting over it a `pointerover`
 * without any movement, which is no sign of a visitor.
 */
const POINTER_COMES = 'pointerover';

/**
 * Watches a dormant page in `container` (the main landmark) from the moment the shell's script starts
 * (bootstrap.tsx) until the page's code runs:
 * - the visitor's first touch, key, focus or wheel wakes it (and the pointer coming onto it, once the code
 *   can be loaded): `onWake`'s callback loads the code (at once if the visitor has already begun);
 * - what the visitor typed or chose is announced to the page's code once it hydrates;
 * - presses in it are held by `presses` (press-holder.ts) until the code runs; a held press wakes it too.
 * Call `hydrated` as React hydrates the page, then `settled` with whether its code runs (false: it could
 * not be loaded). Fields are watched until `hydrated`, presses held until `settled`.
 */
export interface DormantPageWatch {
  /** Gives the way to load the page's code (the shell's start-up has made it by now). */
  onWake(wake: () => void): void;
  /** React has just hydrated the page (call it in a layout effect): what the visitor did in fields is told now. */
  hydrated(): void;
  /** The page's code runs (after its effects), or could not be loaded (`false`). */
  settled(running: boolean): void;
}

export function watchDormantPage(container: HTMLElement, presses: PressHolder): DormantPageWatch {
  let woken = false;
  let wake = () => {};
  const onWake = () => {
    if (woken) return;
    woken = true;
    for (const type of [...WAKE_EVENTS, POINTER_COMES]) window.removeEventListener(type, onWake, true);
    wake();
  };
  const changed = new Map<Field, string>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !container.contains(field)) return;
    changed.set(field, shownValue(field));
    onWake(); // a field changed without a touch or a key first (an assistive technology, say)
  };

  for (const type of WAKE_EVENTS) window.addEventListener(type, onWake, { capture: true, passive: true });
  presses.onPagePress(onWake);
  // Fields are React's once the page hydrates.
  const fieldListeners: [string, EventListener][] = [
    ['input', onInput],
    ['change', onInput],
  ];
  for (const [type, listener] of fieldListeners) window.addEventListener(type, listener, true);
  let watchingFields = true;
  function stopWatchingFields() {
    if (!watchingFields) return;
    watchingFields = false;
    for (const [type, listener] of fieldListeners) window.removeEventListener(type, listener, true);
  }

  return {
    onWake(callback) {
      wake = callback;
      if (woken) callback();
      else window.addEventListener(POINTER_COMES, onWake, { capture: true, passive: true });
    },
    hydrated() {
      stopWatchingFields();
      for (const [field, shown] of changed) if (field.isConnected) announceValue(field, shown);
      changed.clear();
    },
    settled(running) {
      stopWatchingFields();
      for (const type of [...WAKE_EVENTS, POINTER_COMES]) window.removeEventListener(type, onWake, true);
      presses.pageSettled(running);
    },
  };
}

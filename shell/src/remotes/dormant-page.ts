// A remote's page on a first load, before its code has come (remote-route-source.ts: DormantRemote). The
// server's HTML is all there, and it is the web's own (issue 42): it reads, its links go where they point,
// its forms post and the server answers, its disclosures open, its fields keep what is typed. The code
// comes at the visitor's first touch, and makes the same page work in place; nothing waits for it.

/** The visitor is here and doing something: time to fetch the page's code. */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/**
 * The pointer coming onto the page wakes it too, from the time the shell's start-up can load the code
 * (`onWake`): as the page first lays out, the browser sends a pointer resting over it a `pointerover`
 * without any movement, which is no sign of a visitor.
 */
const POINTER_COMES = 'pointerover';

/**
 * Watches for the visitor's first touch, key, focus or wheel (and the pointer coming onto the page, once
 * the code can be loaded) from the moment the shell's script starts (bootstrap.tsx): `onWake`'s callback
 * loads the page's code (at once if the visitor has already begun). `settled` stops watching.
 */
export interface DormantPageWatch {
  /** Gives the way to load the page's code (the shell's start-up has made it by now). */
  onWake(wake: () => void): void;
  /** The page's code runs, or could not be loaded. */
  settled(): void;
}

export function watchDormantPage(): DormantPageWatch {
  let woken = false;
  let wake = () => {};
  const stop = () => {
    for (const type of [...WAKE_EVENTS, POINTER_COMES]) window.removeEventListener(type, onWake, true);
  };
  function onWake() {
    if (woken) return;
    woken = true;
    stop();
    wake();
  }
  for (const type of WAKE_EVENTS) window.addEventListener(type, onWake, { capture: true, passive: true });
  return {
    onWake(callback) {
      wake = callback;
      if (woken) callback();
      else window.addEventListener(POINTER_COMES, onWake, { capture: true, passive: true });
    },
    settled: stop,
  };
}

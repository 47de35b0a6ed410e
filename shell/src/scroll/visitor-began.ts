// Whether the visitor has begun using the page the server sent: a touch, a click, a key, a wheel. The
// shell's script notes it from its first moment (bootstrap.tsx), before React has come.

const BEGIN_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;
let began = false;

/** Notes the visitor's first touch, click, key or wheel from now on. */
export function noteVisitorBeginning(): void {
  const note = () => {
    began = true;
    for (const type of BEGIN_EVENTS) window.removeEventListener(type, note, true);
  };
  for (const type of BEGIN_EVENTS) window.addEventListener(type, note, { capture: true, passive: true });
}

/** The visitor has touched, clicked, typed or scrolled since the shell's script started. */
export function visitorHasBegun(): boolean {
  return began;
}

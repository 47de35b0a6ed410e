// `@reentry/platform/press-actions`: the actions a browser allows only inside the visitor's own press
// (copying to the clipboard, printing, the first speech on iOS), done by the platform at the press itself.
// A control declares its action in its HTML; this listener does the gated call synchronously in the press's
// event, whether the page's code has come yet or not, and reports the outcome on the control, where the
// control's code reads it when it runs (usePressOutcome): nothing is held or replayed (issue 42).
// No React here: the shell installs it as its script starts, before React (bootstrap.tsx).

/** The action a control's press does: `data-press-action="copy"`. */
export const PRESS_ACTION_ATTRIBUTE = 'data-press-action';
/** The text a copy action copies (`copy-link`: a path or address, copied as a whole address). */
export const PRESS_TEXT_ATTRIBUTE = 'data-press-text';
/** Set on the control once its action is done or failed, until the control's code takes it. */
export const PRESS_OUTCOME_ATTRIBUTE = 'data-press-outcome';
/** Dispatched on the control (bubbling) when the outcome is known; `detail` is a PressOutcomeDetail. */
export const PRESS_OUTCOME_EVENT = 'reentry:press-outcome';

/**
 * - `copy`, `copy-link`: the text to the clipboard; the outcome is `done` or `failed`.
 * - `print`: the browser's print dialog; `done`.
 * - `listen`: lets speech start (iOS: the first `speak` must be inside a press), then `done`: the control's
 *   code starts reading when it sees it (at once, or as soon as that code comes).
 */
export type PressAction = 'copy' | 'copy-link' | 'print' | 'listen';
export type PressOutcome = 'done' | 'failed';
export interface PressOutcomeDetail {
  action: PressAction;
  outcome: PressOutcome;
}

const INSTALLED = Symbol.for('reentry.press-actions');

/** The control a press landed on, if it declares an action. */
function pressControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(`[${PRESS_ACTION_ATTRIBUTE}]`);
  return control && control.getAttribute('aria-disabled') !== 'true' ? control : null;
}

function report(control: HTMLElement, action: PressAction, outcome: PressOutcome) {
  control.setAttribute(PRESS_OUTCOME_ATTRIBUTE, outcome);
  control.dispatchEvent(new CustomEvent<PressOutcomeDetail>(PRESS_OUTCOME_EVENT, { bubbles: true, detail: { action, outcome } }));
}

/** Called in the press's own event: the browser counts it as the visitor's action. */
function copy(text: string): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  return clipboard?.writeText ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard here'));
}

let speechUnlocked = false;
/** iOS speaks only after a `speak` inside a press; a silent, empty one opens the way for the page's reading. */
function unlockSpeech() {
  if (speechUnlocked || typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  speechUnlocked = true;
  const silence = new SpeechSynthesisUtterance('');
  silence.volume = 0;
  speechSynthesis.speak(silence);
}

function onPress(event: MouseEvent) {
  const control = pressControl(event.target);
  if (!control || (control as HTMLButtonElement).disabled) return;
  const action = control.getAttribute(PRESS_ACTION_ATTRIBUTE) as PressAction;
  const text = control.getAttribute(PRESS_TEXT_ATTRIBUTE) ?? '';
  if (action === 'copy' || action === 'copy-link') {
    const copied = action === 'copy' ? text : new URL(text, document.baseURI).href;
    copy(copied).then(
      () => report(control, action, 'done'),
      () => report(control, action, 'failed'),
    );
  } else if (action === 'print') {
    window.print();
    report(control, action, 'done');
  } else if (action === 'listen') {
    unlockSpeech();
    report(control, action, 'done');
  }
}

/**
 * Listens for presses on controls that declare an action, once per page (later calls add no listener), on the
 * window in the capture phase; and enables those the server rendered disabled until a script runs
 * (`untilScriptProps`): their press works from now on. The shell does as its script starts;
 * `PlatformProvider` does for a remote on its own and in tests.
 */
export function installPressActions(): void {
  const host = window as unknown as Record<symbol, boolean>;
  if (!host[INSTALLED]) window.addEventListener('click', onPress, true);
  host[INSTALLED] = true;
  for (const control of document.querySelectorAll<HTMLButtonElement>(`button[${PRESS_ACTION_ATTRIBUTE}][data-awaits-script]:disabled`)) control.disabled = false;
}

/** The outcome waiting on a control, taken (so it is shown once), or null. */
export function takePressOutcome(control: Element): PressOutcome | null {
  const outcome = control.getAttribute(PRESS_OUTCOME_ATTRIBUTE);
  if (outcome !== 'done' && outcome !== 'failed') return null;
  control.removeAttribute(PRESS_OUTCOME_ATTRIBUTE);
  return outcome;
}

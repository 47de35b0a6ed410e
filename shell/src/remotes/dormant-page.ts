// A remote's page on a first load, before its code has come (remote-route-source.ts: DormantRemote).
// The server's HTML is all there: it reads, its links and accordions work, fields take typing. What
// needs the remote's code waits for it here, so nothing the visitor does is lost.
import { LEFT_ATTRIBUTE } from '@reentry/ui/form-on-first-use';

/** The visitor is here and doing something: time to fetch the page's code. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** What a click on these does is the remote's code (links, accordions and text fields work without it). */
const NEEDS_CODE = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], [role="button"], [role="switch"]';

/** Buttons the server renders disabled only because no script runs yet (`data-awaits-script`). */
const AWAITING_SCRIPT = 'button[data-awaits-script]:disabled';

/** Scripted widgets whose keys (arrows, Home, End) only their code handles: tabs, menus, lists. */
const SCRIPTED_KEYS_WIDGET = '[role="tab"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="treeitem"], [role="slider"]';
const SCRIPTED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

type Held =
  | { kind: 'click'; element: HTMLElement }
  /** A form's submission (Enter in a field) rather than a click. */
  | { kind: 'submit'; element: HTMLElement; form: HTMLFormElement }
  | { kind: 'key'; element: HTMLElement; init: KeyboardEventInit };

function keyNeedsCode(event: KeyboardEvent, container: HTMLElement): HTMLElement | null {
  const target = event.target;
  if (!SCRIPTED_KEYS.has(event.key) || !(target instanceof HTMLElement) || !container.contains(target)) return null;
  return target.matches(SCRIPTED_KEYS_WIDGET) ? target : null;
}

function replay(press: Held) {
  if (!press.element.isConnected) return;
  if (press.kind === 'submit') press.form.requestSubmit(press.element instanceof HTMLFormElement ? undefined : press.element);
  else if (press.kind === 'key') press.element.dispatchEvent(new KeyboardEvent('keydown', press.init));
  else press.element.click();
}

function needsCode(target: EventTarget | null, container: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element) || !container.contains(target)) return null;
  if (target.closest('a[href], summary')) return null;
  return target.closest<HTMLElement>(NEEDS_CODE);
}

/**
 * Watches a dormant page in `container` (the main landmark) until its code runs:
 * - the visitor's first touch, pointer, key, focus or wheel calls `wake` (loading the code);
 * - the fields the visitor leaves are marked, so a form that starts later shows their messages;
 * - a press of a button, a form sent, or an arrow key in a tab list or menu, before the code runs, is
 *   held and done again once it runs
 *   (`settled(true)`), so the press is not lost; the buttons the server disabled for want of a script
 *   are enabled, since a press is no longer lost.
 * Returns `settled`, to call once with whether the page's code is running (false: it could not be
 * loaded, and the page shows the "not available" panel instead: held presses are dropped).
 */
export function watchDormantPage(container: HTMLElement, wake: () => void): (running: boolean) => void {
  let held: Held | null = null;
  const onWake = () => {
    for (const type of WAKE_EVENTS) window.removeEventListener(type, onWake, true);
    wake();
  };
  const onClick = (event: MouseEvent) => {
    const element = needsCode(event.target, container);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { kind: 'click', element };
    onWake();
  };
  const onKey = (event: KeyboardEvent) => {
    const element = keyNeedsCode(event, container);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    held = { kind: 'key', element, init: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true } };
    onWake();
  };
  // A form that starts later shows the messages of the fields left before (adopt-typed-values.tsx).
  const onFocusOut = (event: FocusEvent) => {
    const field = event.target;
    const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
    if (isField && field.name && container.contains(field)) field.setAttribute(LEFT_ATTRIBUTE, '');
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !container.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { kind: 'submit', element: event.submitter ?? form, form };
    onWake();
  };

  for (const type of WAKE_EVENTS) window.addEventListener(type, onWake, { capture: true, passive: true });
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('focusout', onFocusOut, true);
  for (const button of container.querySelectorAll<HTMLButtonElement>(AWAITING_SCRIPT)) button.disabled = false;

  return (running) => {
    for (const type of WAKE_EVENTS) window.removeEventListener(type, onWake, true);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('focusout', onFocusOut, true);
    const press = held;
    held = null;
    if (!running || !press) return;
    // After the page's effects have run (a form listens for its first send in one).
    setTimeout(() => replay(press), 0);
  };
}

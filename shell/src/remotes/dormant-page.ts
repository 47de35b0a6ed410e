// A remote's page on a first load, before its code has come (remote-route-source.ts: DormantRemote).
// The server's HTML is all there: it reads, its links and accordions work, fields take typing. What
// needs the remote's code waits for it here, so nothing the visitor does is lost.
import { LEFT_ATTRIBUTE } from '@reentry/ui/form-on-first-use';
import { announceValue, isField, shownValue, type Field } from './dormant-fields';

/** The visitor is here and doing something: time to fetch the page's code. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * What a click on these does is the remote's code. Accordions, fields, ticks and choices work without it
 * (what they show is announced to the code when it comes); a link to another page of the site is held
 * too, so the page's code moves to it as it would (focus and all), or the browser does if the code fails.
 */
const NEEDS_CODE = 'button, input[type="submit"], input[type="button"], [role="button"], [role="switch"]';

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

/** A link the page's code would follow itself (this site, this tab): held, so the page moves as it would. */
function siteLink(target: Element, event: MouseEvent): HTMLAnchorElement | null {
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  if (link.origin !== window.location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const sameDocument = link.pathname === window.location.pathname && link.search === window.location.search && link.hash !== '';
  return sameDocument ? null : link;
}

function needsCode(target: EventTarget | null, container: HTMLElement, event: MouseEvent): HTMLElement | null {
  if (!(target instanceof Element) || !container.contains(target)) return null;
  if (target.closest('a[href]')) return siteLink(target, event);
  if (target.closest('summary')) return null;
  return target.closest<HTMLElement>(NEEDS_CODE);
}

/**
 * Watches a dormant page in `container` (the main landmark) until its code runs:
 * - the visitor's first touch, pointer, key, focus or wheel calls `wake` (loading the code);
 * - what the visitor typed or chose is announced to the page's code once it runs, and the fields they
 *   leave are marked, so a form that starts later shows their messages;
 * - a press of a button or of a link to another page of the site, a form sent, or an arrow key in a tab
 *   list or menu, before the code runs, is held and done again once it runs
 *   (`settled(true)`), so the press is not lost; the buttons the server disabled for want of a script
 *   are enabled, since a press is no longer lost.
 * Call `hydrated` as React hydrates the page, then `settled` with whether its code runs (false: it could
 * not be loaded; held presses are dropped, but a held link is followed by the browser). Presses are
 * held until `settled`, fields are watched until `hydrated`.
 */
export interface DormantPageWatch {
  /** React has just hydrated the page (call it in a layout effect): what the visitor did in fields is told now. */
  hydrated(): void;
  /** The page's code runs (after its effects), or could not be loaded (`false`). */
  settled(running: boolean): void;
}

export function watchDormantPage(container: HTMLElement, wake: () => void): DormantPageWatch {
  let held: Held | null = null;
  const onWake = () => {
    for (const type of WAKE_EVENTS) window.removeEventListener(type, onWake, true);
    wake();
  };
  const onClick = (event: MouseEvent) => {
    const element = needsCode(event.target, container, event);
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
  const changed = new Map<Field, string>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !container.contains(field)) return;
    changed.set(field, shownValue(field));
    onWake(); // a field changed without a touch or a key first (an assistive technology, say)
  };
  // A form that starts later shows the messages of the fields left before (adopt-typed-values.tsx).
  const onFocusOut = (event: FocusEvent) => {
    const field = event.target;
    if (isField(field) && field.name && container.contains(field)) field.setAttribute(LEFT_ATTRIBUTE, '');
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
  // Fields are React's once the page hydrates. Presses are held until its effects have run too: they
  // run in a later task, and what a page listens for in one would miss a press in between.
  const fieldListeners: [string, EventListener][] = [
    ['focusout', onFocusOut as EventListener],
    ['input', onInput],
    ['change', onInput],
  ];
  const pressListeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['keydown', onKey as EventListener],
    ['submit', onSubmit as EventListener],
  ];
  for (const [type, listener] of [...fieldListeners, ...pressListeners]) window.addEventListener(type, listener, true);
  for (const button of container.querySelectorAll<HTMLButtonElement>(AWAITING_SCRIPT)) button.disabled = false;

  let watchingFields = true;
  function stopWatchingFields() {
    if (!watchingFields) return;
    watchingFields = false;
    for (const type of WAKE_EVENTS) window.removeEventListener(type, onWake, true);
    for (const [type, listener] of fieldListeners) window.removeEventListener(type, listener, true);
  }
  let holdingPresses = true;
  function stop() {
    stopWatchingFields();
    if (!holdingPresses) return;
    holdingPresses = false;
    for (const [type, listener] of pressListeners) window.removeEventListener(type, listener, true);
  }

  return {
    hydrated() {
      stopWatchingFields();
      for (const [field, shown] of changed) if (field.isConnected) announceValue(field, shown);
      changed.clear();
    },
    settled(running) {
      stop();
      const press = held;
      held = null;
      if (!running) {
        // Without the page's code a link still goes where it points (offline: the saved copy or the offline page).
        if (press?.element instanceof HTMLAnchorElement) window.location.assign(press.element.href);
        return;
      }
      // After the page's effects have run (a page may listen for the press in one).
      if (press) setTimeout(() => replay(press), 0);
    },
  };
}

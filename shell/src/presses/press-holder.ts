// Presses made before the code that answers them runs. The shell's script installs this first thing
// (bootstrap.tsx), before it waits for the first paint and loads React: from then on a press on a button,
// a form's send or an arrow key in a tab list or menu is held and done again once that code runs, never
// ignored. Two parts of the page wait for different code: the shell's frame (header, footer, the shell's
// own pages) for the shell's hydration, and a remote's dormant page (dormant-page.ts) for its remote.
// A control whose gesture-gated action the platform does at the press (copy, print) is never held: a
// replayed press is a scripted click, which WebKit no longer counts as the visitor's (press-actions.ts).
import { completedAtPress, installPressActions } from '@reentry/platform/press-actions';

/** What a click on these does is the page's code. Fields, ticks, choices and `<details>` work without it. */
const NEEDS_CODE = 'button, input[type="submit"], input[type="button"], [role="button"], [role="switch"]';

/** Buttons the server renders disabled only because no script runs yet (`untilScriptProps`, `data-awaits-script`). */
const AWAITING_SCRIPT = 'button[data-awaits-script]:disabled';

/** Scripted widgets whose keys (arrows, Home, End) only their code handles: tabs, menus, lists. */
const SCRIPTED_KEYS_WIDGET = '[role="tab"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="treeitem"], [role="slider"]';
const SCRIPTED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

type Region = 'shell' | 'page';
type Held = { region: Region; element: HTMLElement } & (
  | { kind: 'click' }
  /** A form's submission (Enter in a field) rather than a click. */
  | { kind: 'submit'; form: HTMLFormElement }
  | { kind: 'key'; init: KeyboardEventInit }
);

export interface PressHolder {
  /** Calls `listener` when a press in the page is held (at once if one is already). */
  onPagePress(listener: () => void): void;
  /** The shell has hydrated and its effects have run: the presses held outside the page are done now. */
  shellRunning(): void;
  /** The page's code runs (after its effects), or could not be loaded (false: its presses are dropped). */
  pageSettled(running: boolean): void;
  /** Start-up failed: nothing held is done, and presses are no longer held. */
  abandon(): void;
}

/** A link the page's code would follow itself (this site, this tab): held in a dormant page, so it moves as it would. */
function siteLink(target: Element, event: MouseEvent): HTMLAnchorElement | null {
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  if (link.origin !== window.location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const sameDocument = link.pathname === window.location.pathname && link.search === window.location.search && link.hash !== '';
  return sameDocument ? null : link;
}

/**
 * A form of the one form frame (issue 42: `data-html-first`): before the code comes the browser posts it
 * and the server answers, so nothing in it is held. The holding ends once no control needs it.
 */
const postsNatively = (target: Element) => target.closest('form[data-html-first]') !== null;

/** What a click held in `region` is on, or null when it needs no code (or is done whole by the platform). */
function clickNeedsCode(target: Element, region: Region, event: MouseEvent): HTMLElement | null {
  if (completedAtPress(target) || postsNatively(target)) return null;
  // Links in the shell's frame work as links (a language link, say); in a dormant page the page's code follows them.
  if (target.closest('a[href]')) return region === 'page' ? siteLink(target, event) : null;
  if (target.closest('summary')) return null;
  return target.closest<HTMLElement>(NEEDS_CODE);
}

function replay(press: Held) {
  if (!press.element.isConnected) return;
  if (press.kind === 'submit') press.form.requestSubmit(press.element instanceof HTMLFormElement ? undefined : press.element);
  else if (press.kind === 'key') press.element.dispatchEvent(new KeyboardEvent('keydown', press.init));
  else press.element.click();
}

/**
 * Holds presses in the whole document until the shell runs, and in `page` (a remote's dormant page, or
 * null) until that page's code runs; enables the buttons the server disabled for want of a script, since
 * a press on them is no longer lost. One press per control is kept (a second, impatient one is not done
 * twice); they are done in the order they were made.
 */
export function holdPresses(page: HTMLElement | null): PressHolder {
  installPressActions(); // first: a press the platform does whole must be done before anything holds it
  let held: Held[] = [];
  let holding: Record<Region, boolean> = { shell: true, page: page !== null };
  let pagePressed = false;
  let onPagePress = () => {};

  const regionOf = (target: Node): Region | null => {
    const region: Region = page?.contains(target) ? 'page' : 'shell';
    return holding[region] ? region : null;
  };
  function hold(event: Event, press: Held) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((other) => other.element === press.element)) held.push(press);
    if (press.region === 'page') {
      pagePressed = true;
      onPagePress();
    }
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    const region = target instanceof Element ? regionOf(target) : null;
    const element = region && clickNeedsCode(target as Element, region, event);
    if (element) hold(event, { region: region!, kind: 'click', element });
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (!SCRIPTED_KEYS.has(event.key) || !(target instanceof HTMLElement) || !target.matches(SCRIPTED_KEYS_WIDGET)) return;
    const region = regionOf(target);
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    if (region) hold(event, { region, kind: 'key', element: target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true } });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    const region = form instanceof HTMLFormElement && !postsNatively(form) ? regionOf(form) : null;
    if (region) hold(event, { region, kind: 'submit', element: event.submitter ?? (form as HTMLFormElement), form: form as HTMLFormElement });
  };
  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['keydown', onKey as EventListener],
    ['submit', onSubmit as EventListener],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  for (const button of document.querySelectorAll<HTMLButtonElement>(AWAITING_SCRIPT)) button.disabled = false;

  /** Stops holding in `region`; returns what was held there, in order. */
  function release(region: Region): Held[] {
    holding = { ...holding, [region]: false };
    if (!holding.shell && !holding.page) for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
    const released = held.filter((press) => press.region === region);
    held = held.filter((press) => press.region !== region);
    return released;
  }
  // After the effects of the commit that made the code run: a page may listen for the press in one.
  const doLater = (presses: Held[]) => presses.length > 0 && setTimeout(() => presses.forEach(replay), 0);

  return {
    onPagePress(listener) {
      onPagePress = listener;
      if (pagePressed) listener();
    },
    shellRunning() {
      if (holding.shell) doLater(release('shell'));
    },
    pageSettled(running) {
      if (!holding.page) return;
      const presses = release('page');
      if (running) return void doLater(presses);
      // Without the page's code a link still goes where it points (offline: the saved copy or the offline page).
      const link = presses.find((press) => press.element instanceof HTMLAnchorElement);
      if (link) window.location.assign((link.element as HTMLAnchorElement).href);
    },
    abandon() {
      release('shell');
      release('page');
    },
  };
}

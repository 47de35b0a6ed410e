/**
 * The one interface the cross-engine journeys are written against (docs/decisions/issue-30-cross-engine-journeys.md).
 * Each engine has an adapter: Chromium and Firefox through Puppeteer (puppeteer-driver.ts), WebKitGTK through
 * Selenium and WebKitWebDriver (webkit-driver.ts). What a page did wrong comes from the test origin, the same
 * way in every engine (test-origin.ts).
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Text to match: a string matches the whole text (trimmed, spaces collapsed), a RegExp any part. */
export type TextMatch = string | RegExp;

/**
 * An element as a user finds it (Testing Library's queries, run in the page: only what is not hidden from
 * people counts): by role and accessible name, by the label of a field, by its text, or by CSS for what
 * has no role. `within` narrows the search to the first match of another target.
 */
export type Target = (
  | { role: string; name?: TextMatch; level?: number; checked?: boolean }
  | { label: TextMatch }
  | { text: TextMatch }
  | { css: string }
) & { within?: Target };

/** A key as WebDriver and Puppeteer both name it. */
export type Key = 'Enter' | 'Tab' | 'Escape' | 'Space' | 'ArrowDown' | 'ArrowUp';

/** Something a page reported as wrong: an uncaught error, a rejected promise, console.error, a blocked load. */
export interface Problem {
  kind: string;
  message: string;
  /** Path and query of the page it happened on. */
  page: string;
}

export interface Driver {
  readonly engine: EngineName;
  /** Navigates to a path of the site and resolves at the page's `load` event: presses come right after, as a visitor's might. */
  open(path: string): Promise<void>;
  /** A real press: the pointer moves onto the element's centre, goes down, and comes up 60 ms later. */
  click(target: Target): Promise<void>;
  /** The pointer comes onto the element (a visitor's first touch, as when reading). */
  hover(target: Target): Promise<void>;
  /** Presses into the field, then types the text key by key (after selecting what it held, with `replace`). */
  type(target: Target, text: string, options?: { replace?: boolean }): Promise<void>;
  /** Presses a key in whatever has focus. */
  press(key: Key): Promise<void>;
  /** The element's text as shown (innerText, spaces collapsed). */
  text(target: Target): Promise<string>;
  attribute(target: Target, name: string): Promise<string | null>;
  /** The element's role, as Testing Library computes it (explicit or implicit). */
  role(target: Target): Promise<string>;
  /** How many elements match now (0 when none). */
  count(target: Target): Promise<number>;
  /** Resolves once the target is there (and not hidden), or fails after `timeoutMs` naming it. */
  waitFor(target: Target, timeoutMs?: number): Promise<void>;
  /** Runs a function in the page; arguments and result must be JSON. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  url(): Promise<string>;
  screenshot(file: string): Promise<void>;
  /** What the pages of this journey reported as wrong so far, in order. */
  problems(): Promise<Problem[]>;
  /** Cuts the site off from this browser (the test origin refuses its connections), or brings it back. */
  setOffline(offline: boolean): Promise<void>;
  /** Every script of the site comes `ms` later from now on (0: on time again), as on one bar of signal. */
  setScriptsLate(ms: number): Promise<void>;
}

/** How long a journey waits for what a user would see (WAIT_MS raises it, to tell a slow machine from a lost press). */
export const WAIT_MS = Number(process.env.WAIT_MS ?? 15_000);
/** The viewport of every engine's journeys (a desktop: WebKit's window cannot be narrower than about 447 px). */
export const VIEWPORT = { width: 1280, height: 800 };
/** Between the pointer going down and coming up, as in a person's press. */
export const PRESS_MS = 60;

/** A target, said in words (for failure messages). */
export function describeTarget(target: Target): string {
  const self =
    'role' in target
      ? `${target.role}${target.level ? ` (level ${target.level})` : ''}${target.name !== undefined ? ` named ${String(target.name)}` : ''}`
      : 'label' in target
        ? `field labelled ${String(target.label)}`
        : 'text' in target
          ? `text ${String(target.text)}`
          : `element ${target.css}`;
  return target.within ? `${self} in ${describeTarget(target.within)}` : self;
}

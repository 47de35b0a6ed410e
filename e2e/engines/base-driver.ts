import { randomUUID } from 'node:crypto';
import { WAIT_MS, describeTarget, type Driver, type EngineName, type Key, type Problem, type Target } from './driver';
import { HARNESS, QUERIES_PATH } from './harness-paths';
import { NO_QUERIES, inPage, loadQueries, toWire, type InPageAction } from './in-page';

/** Pause between polls while waiting for what a user would see. */
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The part of a driver that is the same in every engine: finding targets in the page, waiting, and the
 * test origin's session (its problems, going offline). An engine's adapter supplies the primitives below,
 * each one protocol call or a few: `H` is its handle to an element.
 */
export abstract class BaseDriver<H> implements Driver {
  abstract readonly engine: EngineName;
  /** The journey's session at the test origin (a cookie its start page sets). */
  private readonly session = randomUUID();

  constructor(protected readonly originUrl: string) {}

  /** Navigates and resolves at `load`. */
  protected abstract navigate(url: string): Promise<void>;
  /** Calls `fn` in the page with JSON arguments; with `element`, an element it returns comes back as a handle. */
  protected abstract call(fn: (...args: never[]) => unknown, args: unknown[], element?: boolean): Promise<unknown>;
  protected abstract pressElement(element: H): Promise<void>;
  protected abstract pointAt(element: H): Promise<void>;
  protected abstract typeKeys(text: string): Promise<void>;
  /** Control+A: selects what the focused field holds. */
  protected abstract selectAll(): Promise<void>;
  protected abstract pressKey(key: Key): Promise<void>;
  abstract url(): Promise<string>;
  abstract screenshot(file: string): Promise<void>;
  /** Ends the browser's session (its cookies, storage and workers go with it). */
  abstract close(): Promise<void>;

  /** Opens the test origin's start page, which gives this browser the journey's session cookie. */
  async start(): Promise<void> {
    await this.navigate(`${this.originUrl}${HARNESS}start?session=${this.session}`);
  }

  async open(path: string): Promise<void> {
    await this.navigate(new URL(path, this.originUrl).href);
  }

  async click(target: Target): Promise<void> {
    await this.withElement(target, (element) => this.pressElement(element));
  }

  async hover(target: Target): Promise<void> {
    await this.withElement(target, (element) => this.pointAt(element));
  }

  async type(target: Target, text: string, { replace = false } = {}): Promise<void> {
    await this.click(target);
    if (replace) await this.selectAll();
    await this.typeKeys(text);
  }

  async press(key: Key): Promise<void> {
    await this.pressKey(key);
  }

  async text(target: Target): Promise<string> {
    await this.waitFor(target);
    return (await this.ask(target, 'text')) as string;
  }

  async attribute(target: Target, name: string): Promise<string | null> {
    await this.waitFor(target);
    return (await this.ask(target, 'attribute', name)) as string | null;
  }

  async role(target: Target): Promise<string> {
    await this.waitFor(target);
    return (await this.ask(target, 'role')) as string;
  }

  async count(target: Target): Promise<number> {
    return (await this.ask(target, 'count')) as number;
  }

  async waitFor(target: Target, timeoutMs = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        if (((await this.ask(target, 'count')) as number) > 0) return;
        lastError = undefined;
      } catch (error) {
        // The page was between documents (a navigation): ask again.
        lastError = error;
      }
      if (Date.now() > deadline) {
        const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
        throw new Error(`${this.engine}: no ${describeTarget(target)} on ${await this.url().catch(() => 'the page')} after ${timeoutMs} ms${why}`);
      }
      await sleep(POLL_MS);
    }
  }

  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return (await this.call(fn as (...args: never[]) => unknown, args)) as T;
  }

  async problems(): Promise<Problem[]> {
    const answer = await fetch(`${this.originUrl}${HARNESS}problems?session=${this.session}`);
    return (await answer.json()) as Problem[];
  }

  async setOffline(offline: boolean): Promise<void> {
    const answer = await fetch(`${this.originUrl}${HARNESS}offline?session=${this.session}&offline=${offline ? 1 : 0}`, { method: 'POST' });
    if (!answer.ok) throw new Error(`the test origin answered ${answer.status} to going ${offline ? 'offline' : 'online'}`);
  }

  async setScriptsLate(ms: number): Promise<void> {
    const answer = await fetch(`${this.originUrl}${HARNESS}scripts-late?session=${this.session}&ms=${ms}`, { method: 'POST' });
    if (!answer.ok) throw new Error(`the test origin answered ${answer.status} to scripts ${ms} ms late`);
  }

  /** Asks the page; loads Testing Library's queries into the document first when it has none. */
  private async ask(target: Target, action: InPageAction, attribute?: string): Promise<unknown> {
    const wire = toWire(target);
    for (let tries = 0; ; tries += 1) {
      const answer = await this.call(inPage, [wire, action, attribute], action === 'element');
      if (answer !== NO_QUERIES) return answer;
      if (tries === 3 || !(await this.call(loadQueries, [QUERIES_PATH]))) throw new Error(`${this.engine}: could not load ${QUERIES_PATH} into the page`);
    }
  }

  /**
   * Finds the first match (scrolled to the middle of the view) and acts on it. The adapters' actions fail
   * before any input is sent when the element went away or was replaced in between (a page hydrating
   * renders some anew): then it is found again.
   */
  private async withElement(target: Target, act: (element: H) => Promise<void>): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      await this.waitFor(target, Math.max(deadline - Date.now(), 0));
      try {
        const element = await this.ask(target, 'element');
        if (element) return await act(element as H);
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
      if (Date.now() > deadline) throw new Error(`${this.engine}: ${describeTarget(target)} went away before it could be used`);
      await sleep(POLL_MS);
    }
  }
}

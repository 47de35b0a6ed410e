import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { BaseDriver } from './base-driver';
import { PRESS_MS, VIEWPORT, type Key } from './driver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The Playwright suite's choice (playwright.config.ts): Debian's headless shell, else its full Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium';

/**
 * Chromium over the DevTools protocol, or Firefox ESR over WebDriver BiDi, both through puppeteer-core.
 * English first, as a visitor's browser in the US would ask (the site answers a first visit in the
 * language the browser asks for).
 */
export function launchPuppeteer(engine: 'chromium' | 'firefox'): Promise<Browser> {
  if (engine === 'firefox') {
    return puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: { 'intl.accept_languages': 'en-US, en' },
    });
  }
  return puppeteer.launch({
    browser: 'chrome',
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--lang=en-US', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** One journey in Chromium or Firefox: a browser context of its own (cookies, storage, service workers). */
export class PuppeteerDriver extends BaseDriver<ElementHandle> {
  private constructor(
    readonly engine: 'chromium' | 'firefox',
    originUrl: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(originUrl);
  }

  static async create(engine: 'chromium' | 'firefox', browser: Browser, originUrl: string): Promise<PuppeteerDriver> {
    const context = await browser.createBrowserContext();
    // Chromium asks before a page reads the clipboard; a test answers for the visitor. Firefox and WebKit let a
    // page read what its own origin copied, on a press (harness/clipboard.html).
    if (engine === 'chromium') await context.overridePermissions(originUrl, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    return new PuppeteerDriver(engine, originUrl, context, page);
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  }

  protected async call(fn: (...args: never[]) => unknown, args: unknown[], element = false): Promise<unknown> {
    if (!element) return this.page.evaluate(fn as (...args: unknown[]) => unknown, ...args);
    const handle = await this.page.evaluateHandle(fn as (...args: unknown[]) => unknown, ...args);
    const found = handle.asElement();
    if (found) return found;
    const value = await handle.jsonValue();
    await handle.dispose();
    return value;
  }

  /** The centre of the element's part inside the view (as WebDriver's actions take it). */
  private centre(element: ElementHandle): Promise<{ x: number; y: number }> {
    return element.clickablePoint();
  }

  protected async pressElement(element: ElementHandle): Promise<void> {
    // The point first: it fails (and the press is tried again) before any input when the element is gone.
    const { x, y } = await this.settledPoint(element);
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await sleep(PRESS_MS);
    await this.page.mouse.up();
  }

  /**
   * Where a person would press the element: its centre once the page has stopped scrolling, checked to be the
   * element itself. Firefox scrolls the caret of the field just typed in back into view a moment after a
   * script scrolled the next field there, so a point read at once pressed a field of the week before (the
   * money plan's 300 landed in week 1's court fines): the pointer goes only where the element now is.
   */
  private async settledPoint(element: ElementHandle): Promise<{ x: number; y: number }> {
    for (let attempt = 0; ; attempt += 1) {
      await element.evaluate((node) => {
        node.scrollIntoView({ block: 'center', inline: 'center' });
        return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      const point = await this.centre(element);
      const hit = await element.evaluate((node, at) => {
        const there = document.elementFromPoint(at.x, at.y);
        return there !== null && (node === there || node.contains(there) || (node as HTMLElement & { labels?: NodeList }).labels !== undefined && there.closest('label')?.control === node);
      }, point);
      if (hit || attempt >= 10) return point;
      await sleep(50);
    }
  }

  protected async pointAt(element: ElementHandle): Promise<void> {
    const { x, y } = await this.centre(element);
    // From the corner: a pointer already resting on that spot (the last page's) would not come onto anything.
    await this.page.mouse.move(0, 0);
    await this.page.mouse.move(x, y, { steps: 2 });
  }

  protected async typeKeys(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  protected async selectAll(): Promise<void> {
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('KeyA');
    await this.page.keyboard.up('Control');
  }

  protected async pressKey(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

import { writeFile } from 'node:fs/promises';
import { Builder, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import { BaseDriver } from './base-driver';
import { PRESS_MS, VIEWPORT, type Key } from './driver';
import { MINIBROWSER_PATH, type WebKitService } from './webkit-service';

const KEYS: Record<Key, string> = {
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  Escape: Keys.ESCAPE,
  Space: Keys.SPACE,
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
};

/**
 * One journey in WebKitGTK: a MiniBrowser of its own (a new WebDriver session: fresh cookies, storage and
 * service workers), driven through WebKitWebDriver with WebDriver classic (selenium-webdriver). WebKit's
 * WebDriver has no BiDi and no console log: the page harness reports what goes wrong (test-origin.ts).
 */
export class WebKitDriver extends BaseDriver<WebElement> {
  readonly engine = 'webkit';

  private constructor(
    originUrl: string,
    private readonly browser: WebDriver,
  ) {
    super(originUrl);
  }

  static async create(service: WebKitService, originUrl: string): Promise<WebKitDriver> {
    const browser = await new Builder()
      .usingServer(service.url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } })
      .build();
    await browser.manage().window().setRect(VIEWPORT);
    return new WebKitDriver(originUrl, browser);
  }

  protected async navigate(url: string): Promise<void> {
    // The default page load strategy ("normal") returns at the document's load event.
    await this.browser.get(url);
  }

  protected async call(fn: (...args: never[]) => unknown, args: unknown[]): Promise<unknown> {
    // WebDriver runs a function body with the arguments; a promise it returns is awaited.
    return this.browser.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args);
  }

  protected async pressElement(element: WebElement): Promise<void> {
    await this.browser.actions({ async: true }).move({ origin: element }).press().pause(PRESS_MS).release().perform();
  }

  protected async pointAt(element: WebElement): Promise<void> {
    // From the corner: a pointer already resting on that spot (the last page's) would not come onto anything.
    await this.browser.actions({ async: true }).move({ x: 0, y: 0 }).move({ origin: element }).perform();
  }

  protected async typeKeys(text: string): Promise<void> {
    await this.browser.actions({ async: true }).sendKeys(text).perform();
  }

  protected async selectAll(): Promise<void> {
    await this.browser.actions({ async: true }).keyDown(Keys.CONTROL).sendKeys('a').keyUp(Keys.CONTROL).perform();
  }

  protected async pressKey(key: Key): Promise<void> {
    await this.browser.actions({ async: true }).sendKeys(KEYS[key]).perform();
  }

  async url(): Promise<string> {
    return this.browser.getCurrentUrl();
  }

  async screenshot(file: string): Promise<void> {
    await writeFile(file, await this.browser.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    await this.browser.quit();
  }
}

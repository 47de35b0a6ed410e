import { expect, test } from '@playwright/test';
import { By, until, type WebDriver } from 'selenium-webdriver';
import { startSite, type SiteProcess } from '../support/site-process';
import { startWebKit, webKitAvailable, type WebKitSession } from './webkit-driver';

// Issue 30: in WebKit (Safari, on many learners' iPhones) the first press of Copy Address on a freshly
// loaded /how-to-buy said "Could not copy": a press held until the page's code came was replayed as a
// scripted click, which WebKit does not count as the visitor's, so the clipboard refused it. The platform
// now copies at the press itself. Playwright's runner runs this file; the browser is WebKitGTK's MiniBrowser
// through selenium-webdriver (webkit-driver.ts), since Playwright cannot drive Debian's WebKit.

const address = '0x5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e';
let site: SiteProcess;
let webKit: WebKitSession;

test.skip(!webKitAvailable, "needs Debian's webkit2gtk-driver and xvfb");
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // One after the other: both take a free port of this worker's slice.
  webKit = await startWebKit();
  site = await startSite({ TOKEN_NETWORK: 'Base', TOKEN_CONTRACT_ADDRESS: address });
});
test.afterAll(async () => {
  await webKit?.quit();
  await site?.stop();
});

/** A real press: the pointer moves onto the element, goes down, and comes up 60 ms later. */
async function press(driver: WebDriver, css: string) {
  const element = await driver.findElement(By.css(css));
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
  await driver.actions().move({ origin: element }).press().pause(60).release().perform();
}

test('WebKit: the first press of Copy Address on a freshly loaded /how-to-buy copies it and says Copied!', async () => {
  const { driver } = webKit;
  await driver.get(`${site.url}/how-to-buy`); // returns at the page's load event
  await press(driver, '.learning-token button');
  const button = await driver.findElement(By.css('.learning-token button'));
  await driver.wait(until.elementTextIs(button, 'Copied!'), 15_000);
  const toasts = await driver.findElement(By.css('[role="region"][aria-label="Notifications"]'));
  expect(await toasts.getText()).toContain('Contract address copied to clipboard');
  expect(await toasts.getText()).not.toContain('Could not copy');
  // What the clipboard holds, as a learner pasting it would see.
  const pasted = await driver.executeAsyncScript<string>('const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, (error) => done("refused: " + error.name));');
  expect(pasted).toBe(address);
});

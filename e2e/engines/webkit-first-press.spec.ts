import { expect, test } from '@playwright/test';
import { By, Key, until, type WebDriver, type WebElement } from 'selenium-webdriver';
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
  // One after the other, the site first: each takes a free port of this worker's slice (WebKitWebDriver
  // listens on IPv6's loopback only, which the check for a free port does not see).
  site = await startSite({ TOKEN_NETWORK: 'Base', TOKEN_CONTRACT_ADDRESS: address });
  webKit = await startWebKit();
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
  // The shell runs, the page's own code has not come (it loads at the first touch): the moment of the issue.
  await driver.wait(until.elementLocated(By.css('html[data-hydrated][data-dormant="learning"]')), 15_000);
  await press(driver, '.learning-token button');
  const button = await driver.findElement(By.css('.learning-token button'));
  await driver.wait(until.elementTextIs(button, 'Copied!'), 15_000);
  // The toast, as shown on the page.
  const shown = () => driver.findElement(By.css('body')).getText();
  await driver.wait(async () => (await shown()).includes('Contract address copied to clipboard'), 15_000);
  expect(await shown()).not.toContain('Could not copy');
  // What the clipboard holds, as a learner pasting it would see (WebKit lets a page read it only in a
  // paste): a field for the test, and Ctrl+V in it.
  const field = await driver.executeScript<WebElement>('const field = document.createElement("textarea"); document.body.prepend(field); return field;');
  await field.sendKeys(Key.chord(Key.CONTROL, 'v'));
  expect(await field.getAttribute('value')).toBe(address);
});

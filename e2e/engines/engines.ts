import { existsSync } from 'node:fs';
import type { BaseDriver } from './base-driver';
import type { EngineName } from './driver';
import { CHROMIUM_PATH, FIREFOX_PATH, PuppeteerDriver, launchPuppeteer } from './puppeteer-driver';
import { WebKitDriver } from './webkit-driver';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH, startWebKitService } from './webkit-service';

/** A running engine (one per Playwright worker): it opens a fresh browser session for each journey. */
export interface Engine {
  newDriver(originUrl: string): Promise<BaseDriver<unknown>>;
  close(): Promise<void>;
}

/** What each engine needs on the machine, and the Debian package that brings it (.ci/run installs them). */
const needs: Record<EngineName, [string, string][]> = {
  chromium: [[CHROMIUM_PATH, 'chromium-headless-shell']],
  firefox: [[FIREFOX_PATH, 'firefox-esr']],
  webkit: [[WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'], [MINIBROWSER_PATH, 'webkit2gtk-driver'], [XVFB_PATH, 'xvfb']],
};

export async function launchEngine(name: EngineName): Promise<Engine> {
  const missing = needs[name].filter(([file]) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`${name}: ${missing.map(([file]) => file).join(', ')} missing (apt-get install -y ${[...new Set(missing.map(([, pkg]) => pkg))].join(' ')})`);
  }
  if (name === 'webkit') {
    const service = await startWebKitService();
    return { newDriver: (originUrl) => WebKitDriver.create(service, originUrl), close: () => service.stop() };
  }
  const browser = await launchPuppeteer(name);
  return { newDriver: (originUrl) => PuppeteerDriver.create(name, browser, originUrl), close: () => browser.close() };
}

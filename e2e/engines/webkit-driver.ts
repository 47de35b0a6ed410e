import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../support/ports';

// WebKitGTK (Safari's engine) driven through WebDriver classic: Debian's WebKitWebDriver starts its
// MiniBrowser, which needs a display (it refuses --headless), so a private Xvfb runs beside it
// (/work/shared/TOOLCHAIN.md, "Firefox and WebKit"). One place for that set-up, for every WebKit check.

const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';

/** Whether this machine can run WebKit checks (Debian's webkit2gtk-driver and xvfb). */
export const webKitAvailable = [WEBKIT_DRIVER, MINI_BROWSER, XVFB].every((file) => existsSync(file));

export interface WebKitSession {
  driver: WebDriver;
  /** Ends the browser, its driver and the display. */
  quit(): Promise<void>;
}

/** A display of its own: Xvfb picks a free number and writes it to the pipe we give it. */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display: `:${number}`, process: xvfb };
}

async function untilListening(url: string, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (process.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${process.exitCode}`);
    if (await fetch(`${url}/status`).then((response) => response.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts MiniBrowser under WebKitWebDriver on a private display, at 1280 by 1024. */
export async function startWebKit(): Promise<WebKitSession> {
  const { display, process: xvfb } = await startDisplay();
  const port = await freePort();
  const webDriver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}`;
    await untilListening(url, webDriver);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] } })
      .build();
    return {
      driver,
      quit: async () => {
        await driver.quit().catch(() => undefined);
        await stop(webDriver);
        await stop(xvfb);
      },
    };
  } catch (error) {
    await stop(webDriver);
    await stop(xvfb);
    throw error;
  }
}

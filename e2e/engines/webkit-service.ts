import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePortIn } from '../support/ports';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

/** WebKitWebDriver on a port of its own, with a virtual display (Xvfb) for the MiniBrowser windows it opens. */
export interface WebKitService {
  url: string;
  stop(): Promise<void>;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Xvfb on the first free display (it says which on a pipe when ready). MiniBrowser refuses to run headless. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    let said = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve(`:${said.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it was ready`)));
    xvfb.once('error', reject);
  });
  return { display, process: xvfb };
}

export async function startWebKitService(): Promise<WebKitService> {
  const xvfb = await startXvfb();
  const base = Number(process.env.E2E_PORT ?? 4310);
  const port = await freePortIn(base + 81, 19);
  // English first, as for the other engines; no accessibility bus in a test display.
  const env = { ...process.env, DISPLAY: xvfb.display, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US:en', NO_AT_BRIDGE: '1' };
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    if (await fetch(`${url}/status`).then((answer) => answer.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver not ready on port ${port} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      await stopProcess(driver);
      await stopProcess(xvfb.process);
    },
  };
}

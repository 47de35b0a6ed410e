import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale, Theme } from '@reentry/contracts/locale';
import type { Logger } from '../../logger.js';
import type { KioskDevice } from '@reentry/contracts/kiosk-rules';
import type { RemoteSnapshot } from './remote-snapshot.js';
import { readShellTemplate } from './shell-template.js';

/** What the shell's Node build (shell/src/server) offers; loaded from the web root at run time. */
export interface PageRenderRequest {
  url: string;
  locale: Locale;
  theme: Theme;
  saved: { locale: boolean; theme: boolean };
  /** The device is a facility's shared tablet (kiosk mode); older shell builds ignore it. */
  kiosk: KioskDevice | null;
  fetchApi(input: string, init?: RequestInit): Promise<Response>;
  remotes: RemoteSnapshot[];
  now: number;
  /** `Save-Data: on`: pages without decorative images. */
  saveData: boolean;
  /** A form posted to the page without script (URL-encoded): its route action runs; older shell builds ignore it. */
  formBody?: string;
}

export type PageRenderResult =
  /** `setCookies`: what the loader's redirect sets (a flash toast); older shell builds leave it out. */
  | { type: 'redirect'; status: number; location: string; setCookies?: string[] }
  | { type: 'page'; status: number; html: string; headers: Record<string, string>; signedIn: boolean }
  /** A form was posted to a page without an action. */
  | { type: 'no-action' };

export interface PageRenderer {
  render(request: PageRenderRequest): Promise<PageRenderResult>;
  /** The web app manifest in one language; older shell builds lack it. */
  webManifest?(locale: Locale): Promise<Record<string, unknown>>;
  /** A message catalogue file its pages name (`/i18n/shell.es.<hash>.json`); older shell builds lack it. */
  catalogueFile?(path: string, remotes: RemoteSnapshot[]): Promise<string | undefined>;
}

type RenderLogFn = (details: object, message: string) => void;

interface ShellServerBuild {
  createRenderer(options: {
    template: string;
    fetchRemoteFile(url: string): Promise<Response>;
    log: { info: RenderLogFn; warn: RenderLogFn; error: RenderLogFn };
  }): Promise<PageRenderer>;
}

/**
 * The shell's server renderer (`shell/dist-server/renderer.js`) and its HTML template (with the shell's
 * stylesheet inlined: shell-template.ts), or undefined when the shell is not built (pages then answer 503
 * and say so in the log).
 */
export async function loadShellRenderer(
  webRoot: string,
  fetchRemoteFile: (url: string) => Promise<Response>,
  logger: Logger,
): Promise<PageRenderer | undefined> {
  const entry = path.join(webRoot, 'shell', 'dist-server', 'renderer.js');
  const template = readShellTemplate(webRoot);
  if (!existsSync(entry) || !template) {
    logger.warn({ entry, template: path.join(webRoot, 'shell', 'dist', 'index.html') }, 'the shell is not built; pages will answer 503 (build it to serve them)');
    return undefined;
  }
  const build = createRequire(import.meta.url)(entry) as ShellServerBuild;
  const log = logger.child({ part: 'renderer' });
  return build.createRenderer({
    template: template.html,
    fetchRemoteFile,
    log: {
      info: (details, message) => log.info(details, message),
      warn: (details, message) => log.warn(details, message),
      error: (details, message) => log.error(details, message),
    },
  });
}

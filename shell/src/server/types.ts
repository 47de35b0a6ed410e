import type { KioskDevice } from '@reentry/contracts/kiosk-rules';
import type { Locale, Theme } from '@reentry/contracts/locale';
import type { RemoteDescriptor } from '@reentry/contracts/remotes';

/** A remote as the API's registry last read it: the published descriptor plus its manifest. */
export interface RemoteSnapshot extends RemoteDescriptor {
  /** The manifest, exactly as read (the browser gets the same one for the page it hydrates). */
  manifest: unknown;
  /** Absolute manifest URL the Node runtime loads from (same-site remotes use the API's internal origin). */
  serverManifestUrl: string;
}

export interface RenderLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RendererOptions {
  /** The shell's built index.html, with its <!--app-head-->, <!--app-html--> and <!--app-state--> marks. */
  template: string;
  /** Fetches remote code for the Node runtime; the API allows only configured origins and 2xx answers. */
  fetchRemoteFile(url: string): Promise<Response>;
  log: RenderLogger;
}

export interface RenderRequest {
  /** Absolute URL of the page (its origin is only used to build a Request). */
  url: string;
  locale: Locale;
  theme: Theme;
  /** Which of the two are the visitor's own saved choice (not a guess); see InitialPreferences. */
  saved: { locale: boolean; theme: boolean };
  /** The device is a facility's shared tablet (kiosk mode, from its cookie), or null. */
  kiosk: KioskDevice | null;
  /** Calls the API in process, as this visitor (their cookie and address); the renderer's API client uses it. */
  fetchApi(input: string, init?: RequestInit): Promise<Response>;
  remotes: RemoteSnapshot[];
  /** When the request started (ms), for texts built from the clock. */
  now: number;
  /** The browser asked for light pages (`Save-Data: on`): no decorative images. */
  saveData?: boolean;
  /**
   * A form posted to the page without script (URL-encoded, already checked to come from this site): the
   * page's route action runs with it and the page shows its answer. Without it, a GET.
   */
  formBody?: string;
}

export type RenderResult =
  /** `setCookies`: the redirect's own Set-Cookie headers (a flash toast), for the 302. */
  | { type: 'redirect'; status: number; location: string; setCookies: string[] }
  /** A form was posted to a page that has no action (not one of the forms that work without script). */
  | { type: 'no-action' }
  | { type: 'page'; status: number; html: string; headers: Record<string, string>; signedIn: boolean };

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The web app manifest (JSON) in one language. */
  webManifest(locale: Locale): Promise<Record<string, unknown>>;
  /** A message catalogue file a page names (`/i18n/shell.es.<hash>.json`), as JSON; undefined when unknown. */
  catalogueFile(path: string, remotes: RemoteSnapshot[]): Promise<string | undefined>;
}

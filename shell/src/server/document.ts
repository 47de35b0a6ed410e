import type { Locale, Theme } from '@reentry/contracts/locale';
import { PAGE_STATE_ID, serializePageState, type PageState } from '../app/page-state';
import type { RemoteSnapshot } from './types';

/** React 19 writes a page's <title>, <meta> and <link> elements first; they belong in <head>. */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function splitHoistables(html: string): { head: string; body: string } {
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

interface ManifestAssets {
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * The page's remote's styles, so they apply before any script runs. Its scripts are not linked: the
 * page reads without them, and they load at the visitor's first touch, click, key or focus
 * (shell/src/remotes/dormant-page.ts).
 */
export function remoteAssetLinks(remote: RemoteSnapshot): string {
  const manifest = remote.manifest as ManifestAssets;
  const base = remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1);
  const styles = (manifest.exposes ?? []).flatMap((e) => e.assets?.css?.sync ?? []);
  return styles.map((file) => `<link rel="stylesheet" href="${attribute(base + file)}">`).join('');
}

/**
 * The page's catalogue files, fetched beside its scripts (their texts are needed before hydration). The
 * `crossorigin` makes the preload match the page's own `fetch()` (same origin, credentials as for the site).
 */
export function catalogueLinks(catalogues: Record<string, string>): string {
  return Object.values(catalogues)
    .map((file) => `<link rel="preload" href="${attribute(file)}" as="fetch" crossorigin="anonymous">`)
    .join('');
}

export interface DocumentParts {
  locale: Locale;
  theme: Theme;
  head: string;
  body: string;
  state: PageState;
}

/**
 * The whole page: the shell's template with language, theme, head, markup and the state island filled in
 * (replacer functions, so a `$&` in page text is not read as a replacement pattern).
 */
export function renderDocument(template: string, { locale, theme, head, body, state }: DocumentParts): string {
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${locale}" data-theme="${theme}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body)
    .replace('<!--app-state-->', () => `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(state)}</script>`);
}

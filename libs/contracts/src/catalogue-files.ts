/**
 * A page's message catalogue as a file of its own (issue 43): `/i18n/<catalogue>.<language>.<8 hex>.json`,
 * named by a hash of its content, so a new text is a new address. Written by the shell's renderer, served
 * by the API, kept once by the service worker and counted by "Save for offline".
 */
export const CATALOGUE_FILE_PATH = /^\/i18n\/([a-z][a-z0-9-]{0,39})\.([a-z]{2})\.([0-9a-f]{8})\.json$/;

/** The same names where they appear in a page's HTML (its `<link rel="preload">`s). */
export function catalogueFilesIn(html: string): string[] {
  return [...new Set(html.match(/\/i18n\/[a-z][a-z0-9-]{0,39}\.[a-z]{2}\.[0-9a-f]{8}\.json/g) ?? [])];
}

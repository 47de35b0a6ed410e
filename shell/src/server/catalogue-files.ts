import { createHash } from 'node:crypto';
import { isLocale, type Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';
import { CATALOGUE_FILE_PATH } from '@reentry/contracts/catalogue-files';
/** Files kept to answer with (names × languages × releases met since the start): old ones go first. */
const KEPT = 64;

export interface CatalogueFile {
  path: string;
  body: string;
}

/** The catalogue a file path names, or null when the path is not a catalogue file. */
export function parseCataloguePath(path: string): { name: string; locale: Locale } | null {
  const match = CATALOGUE_FILE_PATH.exec(path);
  if (!match || !isLocale(match[2])) return null;
  return { name: match[1]!, locale: match[2] };
}

/**
 * A page's message catalogues as files of their own (issue 43): a Spanish page carried 64 to 97 KB of them
 * in its page state, on every page and in every page saved for offline. The page names each file; the
 * browser loads it beside the scripts (a preload), keeps it once (the service worker's assets), and hydrates
 * with exactly the texts the server rendered with. An English page has no catalogue (the defaults).
 */
export function createCatalogueFiles() {
  const files = new Map<string, string>();
  // A catalogue's loaders answer the same object each time, so a page's file is named once, not at every render.
  const named = new WeakMap<Messages, Map<string, CatalogueFile>>();

  function keep(name: string, locale: Locale, messages: Messages): CatalogueFile {
    const known = named.get(messages)?.get(`${name}.${locale}`);
    if (known && files.has(known.path)) return known;
    const body = JSON.stringify(messages);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
    const path = `/i18n/${name}.${locale}.${hash}.json`;
    if (!files.has(path)) {
      files.set(path, body);
      if (files.size > KEPT) files.delete(files.keys().next().value!);
    }
    const file = { path, body };
    if (!named.has(messages)) named.set(messages, new Map());
    named.get(messages)!.set(`${name}.${locale}`, file);
    return file;
  }

  return {
    /** The file for a catalogue a page was rendered with; null for an empty one (English). */
    fileFor(name: string, locale: Locale, messages: Messages): CatalogueFile | null {
      return Object.keys(messages).length === 0 ? null : keep(name, locale, messages);
    },
    /**
     * The body of a file by its path: kept since a page named it, or made again from the catalogue's
     * loader (another instance rendered the page, or this one restarted). Undefined when the texts are
     * not those any more (a release changed them): the page's own loader then loads them.
     */
    async read(path: string, load: (name: string, locale: Locale) => Promise<Messages | undefined>): Promise<string | undefined> {
      const kept = files.get(path);
      if (kept !== undefined) return kept;
      const parsed = parseCataloguePath(path);
      const messages = parsed && (await load(parsed.name, parsed.locale));
      if (!parsed || !messages) return undefined;
      const made = this.fileFor(parsed.name, parsed.locale, messages);
      return made?.path === path ? made.body : undefined;
    },
  };
}

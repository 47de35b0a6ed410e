import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The shell's page template as pages are rendered from it, and the hashes the CSP allows its inline styles by. */
export interface ShellTemplate {
  html: string;
  /** CSP source expressions (`'sha256-…'`) for `style-src`. */
  styleHashes: string[];
}

/** The shell's own stylesheet in its built template (`<link href="/main.<hash>.css" rel="stylesheet">`). */
const SHELL_STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="\/(main\.[\w-]+\.css)")[^>]*>/;

const read = new Map<string, ShellTemplate>();

/**
 * The built template (`shell/dist/index.html`) with the shell's stylesheet written into it (issue 43): on a
 * phone on 3G a linked stylesheet holds the first text back by a round trip (about 300 ms, Lighthouse's
 * render-blocking audit), and after the first page the site navigates without loading HTML, so the few KB
 * are not repeated. The CSP allows that one `<style>` by its hash. Read once per web root when built;
 * undefined while the shell is not built (read again at the next call, so a build after the start is served).
 */
export function readShellTemplate(webRoot: string): ShellTemplate | undefined {
  const known = read.get(webRoot);
  if (known) return known;
  const dist = path.join(webRoot, 'shell', 'dist');
  const file = path.join(dist, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const link = SHELL_STYLESHEET.exec(html);
  const css = link ? readFileSync(path.join(dist, link[1]!), 'utf8') : undefined;
  // A stylesheet that could end the element early is left linked.
  const template =
    link && css !== undefined && !/<\/style/i.test(css)
      ? { html: html.replace(link[0], () => `<style>${css}</style>`), styleHashes: [`'sha256-${createHash('sha256').update(css).digest('base64')}'`] }
      : { html, styleHashes: [] };
  read.set(webRoot, template);
  return template;
}

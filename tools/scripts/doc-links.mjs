// Rules for the repository's documents: every relative link and #anchor resolves, the README stays
// short and links every page under docs/. Used by check-doc-links.mjs. External links are not fetched.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const README_MAX_BYTES = 10_240;

/** README.md, SECURITY.md and every Markdown file under docs/, relative to `root`, sorted. */
export function documentFiles(root) {
  const found = ['README.md', 'SECURITY.md'].filter((file) => existsSync(path.join(root, file)));
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.md')) found.push(file);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return found.sort();
}

/** The text without fenced code blocks (lines kept, so line numbers stay right). */
function withoutFences(text) {
  let fence;
  return text.split('\n').map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) {
      fence = marker;
      return '';
    }
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return '';
    }
    return line;
  });
}

/** A heading's anchor as GitHub makes it: the rendered text, lower case, punctuation dropped, spaces to dashes. */
export function slugify(heading) {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return rendered.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a document offers: heading slugs (repeats get -1, -2, ...) and `<a id>`/`<a name>` targets. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutFences(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugify(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  }
  return anchors;
}

/** Every link target in a document, outside code: `[{ line, target }]` (inline links, images, reference definitions). */
export function linksOf(text) {
  const links = [];
  withoutFences(text).forEach((raw, index) => {
    const line = raw.replace(/(`+)[^`]*?\1/g, '');
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line: index + 1, target: match[1].replace(/^<|>$/g, '') });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (definition) links.push({ line: index + 1, target: definition[1].replace(/^<|>$/g, '') });
  });
  return links;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with one link from `file` (relative to `root`), or undefined when it resolves. */
export function checkLink(root, file, target, anchorCache = new Map()) {
  if (isExternal(target)) return undefined;
  const hash = target.indexOf('#');
  const filePart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
  const resolved = filePart === ''
    ? file
    : filePart.startsWith('/') ? filePart.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart));
  if (resolved.startsWith('..')) return `${target} points outside the repository`;
  const absolute = path.join(root, resolved);
  if (!existsSync(absolute)) return `${target}: no such file (${resolved})`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(absolute).isDirectory() || !resolved.endsWith('.md')) return `${target}: an anchor into a file that is not Markdown`;
  if (!anchorCache.has(resolved)) anchorCache.set(resolved, anchorsOf(readFileSync(absolute, 'utf8')));
  if (!anchorCache.get(resolved).has(anchor)) return `${target}: no heading with the anchor #${anchor} in ${resolved}`;
  return undefined;
}

/** Every broken link in the given documents: `[{ file, line, problem }]`. */
export function brokenLinks(root, files) {
  const anchorCache = new Map();
  const problems = [];
  for (const file of files) {
    for (const { line, target } of linksOf(readFileSync(path.join(root, file), 'utf8'))) {
      const problem = checkLink(root, file, target, anchorCache);
      if (problem) problems.push({ file, line, problem });
    }
  }
  return problems;
}

/** Files under `folder` that `indexFile` does not link to (each page must be reachable from its index). */
export function unlinkedPages(root, indexFile, folder) {
  const index = path.join(root, indexFile);
  if (!existsSync(index) || !existsSync(path.join(root, folder))) return [];
  const linked = new Set(
    linksOf(readFileSync(index, 'utf8'))
      .filter(({ target }) => !isExternal(target))
      .map(({ target }) => path.posix.normalize(path.posix.join(path.posix.dirname(indexFile), decodeURIComponent(target.split('#')[0])))),
  );
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join(folder, name))
    .filter((page) => page !== indexFile && !linked.has(page))
    .sort();
}

/** README.md's size in bytes when it is over the limit, else undefined. */
export function readmeOverLimit(root, max = README_MAX_BYTES) {
  const readme = path.join(root, 'README.md');
  if (!existsSync(readme)) return undefined;
  const size = statSync(readme).size;
  return size > max ? size : undefined;
}

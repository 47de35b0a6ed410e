// Repository hygiene rules (STYLE.md, BRIEF): no source file over 250 lines, no import cycle inside
// a package, no dependency cycle between the workspace packages. Used by check-source-hygiene.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_LINES = 250;
export const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css)$/;
const RESOLVABLE = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** Files git knows (tracked, or new and not ignored), relative to `root`. */
export function repositoryFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((file) => file && existsSync(path.join(root, file)));
}

export function countLines(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** Source files longer than `max` lines, longest first: `[{ file, lines }]`. */
export function longFiles(root, files, max = MAX_LINES) {
  return files
    .filter((file) => SOURCE_FILE.test(file))
    .map((file) => ({ file, lines: countLines(readFileSync(path.join(root, file), 'utf8')) }))
    .filter(({ lines }) => lines > max)
    .sort((a, b) => b.lines - a.lines);
}

/** Every module specifier a file names: imports (type-only too), re-exports, import(), require(). */
export function importSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
}

/** Resolves a relative specifier to a file in `known` (as TypeScript and the bundler do: `./a.js` may be `./a.ts`). */
export function resolveRelative(fromFile, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  const stem = base.replace(/\.[cm]?js$/, '');
  const candidates = [base, ...RESOLVABLE.map((ext) => stem + ext), ...RESOLVABLE.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => known.has(candidate));
}

/** Strongly connected groups of more than one module (or a module importing itself), as readable chains. */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => chainThrough(graph, new Set(group)));
}

/** One concrete loop inside a strongly connected group: a -> b -> ... -> a. */
function chainThrough(graph, members) {
  const start = [...members].sort()[0];
  const seen = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const chain = [start];
        for (let at = node; at !== start; at = seen.get(at)) chain.splice(1, 0, at);
        return [...chain, start];
      }
      if (!seen.has(next)) {
        seen.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...members, start];
}

/** The import graph of one package's source files (relative imports only: other packages are by name). */
export function importGraph(root, files) {
  const known = new Set(files.filter((file) => RESOLVABLE.some((ext) => file.endsWith(ext)) && !file.endsWith('.d.ts')));
  const graph = new Map();
  for (const file of known) {
    const edges = new Set();
    for (const specifier of importSpecifiers(readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolveRelative(file, specifier, known);
      if (target) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The workspace folders from the root package.json. */
export function workspaces(root) {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
}

/** Import cycles inside each workspace package: `[{ pkg, chain }]`. */
export function importCycles(root, files) {
  return workspaces(root).flatMap((pkg) => {
    const own = files.filter((file) => file.startsWith(`${pkg}/`));
    return findCycles(importGraph(root, own)).map((chain) => ({ pkg, chain }));
  });
}

/** Dependency cycles between the workspace packages (dependencies and devDependencies). */
export function packageCycles(root) {
  const manifests = workspaces(root).map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')));
  const names = new Set(manifests.map((manifest) => manifest.name));
  const graph = new Map(
    manifests.map((manifest) => [
      manifest.name,
      new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => names.has(name))),
    ]),
  );
  return findCycles(graph);
}

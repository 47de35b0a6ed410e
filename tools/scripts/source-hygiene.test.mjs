import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countLines, findCycles, importCycles, importSpecifiers, longFiles, packageCycles, resolveRelative } from './source-hygiene.mjs';

const graph = (edges) => new Map(Object.entries(edges).map(([node, targets]) => [node, new Set(targets)]));

/** A throw-away workspace: a root package.json listing `packages`, and the given files. */
function workspace(packages, files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hygiene-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ workspaces: Object.keys(packages) }));
  for (const [dir, manifest] of Object.entries(packages)) write(`${dir}/package.json`, JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

describe('the source hygiene check', () => {
  let root;
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));

  it('counts lines as an editor does, with or without a final newline', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
  });

  it('names source files over the limit, and ignores data and documents', () => {
    const long = `${'x;\n'.repeat(251)}`;
    root = workspace({}, { 'a/long.ts': long, 'a/ok.ts': 'x;\n'.repeat(250), 'a/data.json': long, 'a/notes.md': long, 'a/style.css': long });
    expect(longFiles(root, ['a/long.ts', 'a/ok.ts', 'a/data.json', 'a/notes.md', 'a/style.css'])).toEqual([
      { file: 'a/long.ts', lines: 251 },
      { file: 'a/style.css', lines: 251 },
    ]);
  });

  it('sees every kind of import: type-only, re-export, dynamic, require', () => {
    const source = `import type { A } from './a.js';\nexport { b } from './b';\nconst c = () => import('./c');\nconst d = require('./d.cjs');\nimport 'react';`;
    expect(importSpecifiers(source)).toEqual(['./a.js', './b', './c', './d.cjs', 'react']);
  });

  it('resolves ./x.js to the TypeScript file, and folders to their index', () => {
    const known = new Set(['src/x.ts', 'src/dir/index.tsx', 'src/y.mjs']);
    expect(resolveRelative('src/a.ts', './x.js', known)).toBe('src/x.ts');
    expect(resolveRelative('src/a.ts', './dir', known)).toBe('src/dir/index.tsx');
    expect(resolveRelative('src/sub/a.ts', '../y.mjs', known)).toBe('src/y.mjs');
    expect(resolveRelative('src/a.ts', 'react', known)).toBeUndefined();
  });

  it('finds each cycle once, as a readable chain, and nothing in a tree', () => {
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(graph({ a: ['a'] }))).toEqual([['a', 'a']]);
    expect(findCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['c'] }))).toHaveLength(2);
  });

  it('finds an import cycle made only of type imports inside a package, not across packages', () => {
    root = workspace(
      { 'pkg-a': { name: 'a' }, 'pkg-b': { name: 'b' } },
      {
        'pkg-a/src/registry.ts': `import type { Store } from './store.js';\nexport interface Snapshot { id: string }`,
        'pkg-a/src/store.ts': `import type { Snapshot } from './registry.js';\nexport interface Store { s: Snapshot }`,
        'pkg-b/src/free.ts': `import { x } from 'a/registry';`,
      },
    );
    const files = ['pkg-a/src/registry.ts', 'pkg-a/src/store.ts', 'pkg-b/src/free.ts'];
    expect(importCycles(root, files)).toEqual([{ pkg: 'pkg-a', chain: ['pkg-a/src/registry.ts', 'pkg-a/src/store.ts', 'pkg-a/src/registry.ts'] }]);
  });

  it('finds a dependency cycle between workspace packages', () => {
    root = workspace(
      { one: { name: '@x/one', dependencies: { '@x/two': '1' } }, two: { name: '@x/two', devDependencies: { '@x/one': '1', react: '19' } } },
      {},
    );
    expect(packageCycles(root)).toEqual([['@x/one', '@x/two', '@x/one']]);
  });
});

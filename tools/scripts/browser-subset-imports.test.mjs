import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSubsets } from '../rspack/shared.mjs';
import { browserSources, browserSubsetExports, importedNames } from './browser-subset-imports.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** The shell hands each subset whole to the remotes (its namespace is the subset, by alias): the one exception. */
const PROVIDER = 'shell/src/remotes/provided-libraries.ts';
const sources = browserSources(root).map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

describe("the browser's shared library subsets", () => {
  it('reads named imports, ignoring types', () => {
    const source = `import { Link, type RouteObject, useNavigate as go } from 'react-router';\nimport type { LoaderFunction } from 'react-router';\nimport { useQuery } from '@tanstack/react-query';`;
    expect(importedNames(source, 'react-router')).toEqual(['Link', 'useNavigate']);
    expect(importedNames(source, '@tanstack/react-query')).toEqual(['useQuery']);
  });

  it('finds the browser code, and the code imports every subset library', () => {
    expect(sources.length).toBeGreaterThan(100);
    for (const request of Object.keys(browserSubsets)) {
      expect([request, sources.some(({ text }) => importedNames(text, request).length > 0)]).toEqual([request, true]);
    }
  });

  it.each(Object.entries(browserSubsets))('%s: the subset exports every name the browser code imports', (request, { file }) => {
    const exported = browserSubsetExports(file);
    const missing = [];
    for (const { file: source, text } of sources) {
      for (const name of importedNames(text, request)) if (!exported.has(name)) missing.push(`${name} (${source})`);
    }
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(browserSubsets))('%s: no browser code imports the whole module (namespace, default or re-export)', (request) => {
    const quoted = `'${request}'`;
    const whole = sources.filter(({ file, text }) =>
      file !== PROVIDER &&
      new RegExp(`(import\\s+\\*\\s+as\\s+\\w+|import\\s+\\w+\\s*(,|from)|export\\s+\\*)\\s*(from\\s+)?${quoted.replace(/[/.]/g, '\\$&')}`).test(text),
    );
    expect(whole.map(({ file }) => file)).toEqual([]);
  });
});

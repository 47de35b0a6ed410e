import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSources, browserSubsetExports, importedNames } from './react-router-imports.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe("the browser's shared react-router subset", () => {
  it('reads named imports, ignoring types', () => {
    const source = `import { Link, type RouteObject, useNavigate as go } from 'react-router';\nimport type { LoaderFunction } from 'react-router';`;
    expect(importedNames(source)).toEqual(['Link', 'useNavigate']);
  });

  it('exports every name the browser code imports from react-router', () => {
    const exported = browserSubsetExports(path.join(root, 'tools', 'rspack', 'react-router-browser.mjs'));
    const missing = [];
    for (const file of browserSources(root)) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) {
        if (!exported.has(name)) missing.push(`${name} (${path.relative(root, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

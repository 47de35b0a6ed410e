// Which names the browser code imports from 'react-router', so the shared browser subset
// (rspack/react-router-browser.mjs) can be checked against them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g;

/** Non-type names imported from 'react-router' in one source text. */
export function importedNames(source) {
  const names = [];
  for (const [, wholeType, list] of source.matchAll(IMPORT)) {
    if (wholeType) continue;
    for (const part of list.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** Browser source files: everything under the apps' and libraries' src folders but tests and the shell's server code. */
export function browserSources(root) {
  const folders = ['shell/src', 'libs/platform/src', 'libs/ui/src', 'e2e/fixtures/remote-extra/src'];
  for (const name of readdirSync(root)) if (name.startsWith('mfe-')) folders.push(`${name}/src`);
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'server' && name !== 'node_modules' && name !== 'test') walk(file);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(file);
    }
  };
  for (const folder of folders) {
    const dir = path.join(root, folder);
    try {
      walk(dir);
    } catch {
      // a folder that does not exist in this checkout
    }
  }
  return files;
}

export function browserSubsetExports(file) {
  const source = readFileSync(file, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router-full'/.exec(source)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

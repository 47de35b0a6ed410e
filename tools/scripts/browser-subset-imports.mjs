// Which names the browser code imports from a shared library, so that library's browser subset
// (rspack/browser-subsets/*.mjs) can be checked against them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Non-type names imported from `request` (for example 'react-router') in one source text. */
export function importedNames(source, request) {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escape(request)}'`, 'g');
  const names = [];
  for (const [, wholeType, list] of source.matchAll(pattern)) {
    if (wholeType) continue;
    for (const part of list.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** Browser source files: everything under the apps' and libraries' src folders but tests, test harnesses and the shell's server code. */
export function browserSources(root) {
  const folders = ['shell/src', 'libs/platform/src', 'libs/ui/src', 'e2e/fixtures/remote-extra/src'];
  for (const name of readdirSync(root)) if (name.startsWith('mfe-')) folders.push(`${name}/src`);
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'server' && name !== 'node_modules' && name !== 'test') walk(file);
      } else if (/\.tsx?$/.test(name) && !/(\.test|-test-harness)\.tsx?$/.test(name)) files.push(file);
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
  const list = /export\s*\{([^}]*)\}\s*from\s*'[a-z-]+-full'/.exec(source)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

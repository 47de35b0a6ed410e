// Production builds of a remote: the Module Federation runtime for its standalone page
// (dist/standalone-runtime.js), built without federation so nothing is left external.
import path from 'node:path';

export const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';

export function standaloneRuntimeConfig({ name, dir }) {
  return {
    name: `${name}-standalone-runtime`,
    mode: 'production',
    context: dir,
    entry: { runtime: path.join(import.meta.dirname, 'standalone-runtime.mjs') },
    output: { path: path.join(dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    devtool: false,
    performance: { hints: false },
  };
}

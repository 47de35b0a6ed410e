// Module Federation's build plugin imports its browser runtime (the bundler runtime and the plugin that
// hands the runtime to remotes) by the CommonJS file's path. CommonJS cannot be tree-shaken, so every
// page carried all of @module-federation/sdk (its Node loaders too). The same packages ship ES modules
// beside those files: resolving to them lets the bundler keep only what the browser runtime uses.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const CJS_ENTRIES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
  '@module-federation/runtime',
];

/** `{ '<path>/dist/index.cjs$': '<path>/dist/index.js' }` for each entry the build plugin imports by path. */
export function federationRuntimeEsmAlias({ dev }) {
  if (dev) return {};
  return Object.fromEntries(
    CJS_ENTRIES.map((name) => {
      const cjs = require.resolve(name);
      return [`${cjs}$`, cjs.replace(/\.cjs$/, '.js')];
    }),
  );
}

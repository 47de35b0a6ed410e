// Writes what each browser chunk is made of (file names, and every module with its package and size
// before minification) to dist-report/<build>.json, for tools/scripts/first-load-report.mjs to show
// where a page's bytes go. Outside dist/, so it is never served.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** 'node_modules/@scope/name/...' -> '@scope/name'; the site's own code -> its workspace folder. */
export function packageOf(moduleName) {
  const clean = moduleName.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const inNodeModules = clean.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const parts = clean.slice(inNodeModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith('webpack/') || clean.includes('webpack/runtime') || clean.startsWith('(webpack)')) return '(bundler runtime)';
  const local = clean.match(/(?:^|\/)(shell|mfe-[a-z]+|libs\/[a-z]+|tools)\//);
  return local ? (local[1].startsWith('libs/') ? `@reentry/${local[1].slice(5)}` : local[1]) : '(other)';
}

/** A module, or the modules a concatenated module is made of. */
function flatten(module) {
  return module.modules?.length ? module.modules.flatMap(flatten) : [module];
}

export class BundleReportPlugin {
  constructor({ dir, name }) {
    this.file = path.join(dir, 'dist-report', `${name}.json`);
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleReportPlugin', (compilation) => {
      const chunks = [...compilation.chunks].map((chunk) => ({
        files: [...chunk.files].filter((file) => file.endsWith('.js')),
        modules: compilation.chunkGraph.getChunkModules(chunk).flatMap(flatten).map((module) => {
          const name = module.nameForCondition?.() ?? module.identifier();
          return { name: path.relative(compiler.context, name), package: packageOf(name), size: module.size() };
        }),
      }));
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify({ chunks }));
    });
  }
}

// The shell's service worker (/sw.js): its own small build after the shell's browser build, then Workbox's
// injectManifest writes the precache list into it. Pages, scripts and styles are cached at run time by URL
// pattern (shell/src/service-worker/routes.ts), so a remote deployed later is cached by the same rules.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { swcRule } from './swc-rule.mjs';

const SW_FILE = 'sw.js';

/** After the worker is written: the precache list (the app's icons), and the shell build the worker belongs to. */
class WorkboxInjectManifestPlugin {
  constructor(distDir) {
    this.distDir = distDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WorkboxInjectManifestPlugin', async () => {
      const swFile = path.join(this.distDir, SW_FILE);
      const { warnings } = await injectManifest({
        swSrc: swFile,
        swDest: swFile,
        globDirectory: this.distDir,
        globPatterns: ['icons/*.png'],
      });
      if (warnings.length) throw new Error(`workbox injectManifest: ${warnings.join('; ')}`);
      // A new shell build is a new worker (so it fetches the offline page again), even when its code is the same.
      const template = readFileSync(path.join(this.distDir, 'index.html'));
      const build = createHash('sha256').update(template).digest('hex').slice(0, 12);
      writeFileSync(swFile, readFileSync(swFile, 'utf8').replace('__SHELL_BUILD__', build));
    });
  }
}

export function serviceWorkerConfig({ name, dir }) {
  const distDir = path.join(dir, 'dist');
  return {
    name: `${name}-service-worker`,
    // Runs after the browser build, whose output.clean empties dist/ and whose files it lists.
    dependencies: [`${name}-browser`],
    mode: 'production',
    target: 'webworker',
    context: dir,
    entry: { sw: './src/service-worker/sw.ts' },
    output: { path: distDir, filename: SW_FILE, publicPath: '/', clean: false },
    devtool: false,
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [swcRule({ dev: false, refresh: false })] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [new WorkboxInjectManifestPlugin(distDir)],
    performance: { hints: false },
  };
}

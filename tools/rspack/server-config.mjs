// The Node build: a remote's server entry (fetched by the API at run time from the same manifest
// URL as the browser's), or the shell's server renderer (loaded by the API from disk).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './shared.mjs';
import { catalogRule, swcRule } from './swc-rule.mjs';

const require = createRequire(import.meta.url);

/** Marks an output folder as CommonJS (the packages here are "type": "module"). */
class CommonJsPackagePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CommonJsPackagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsPackagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  }
}

export function serverConfig({ name, dir, isHost, dev }) {
  return {
    name: `${name}-node`,
    mode: dev ? 'development' : 'production',
    target: 'async-node',
    context: dir,
    // The shell's renderer is its only entry; a remote's Node build is only its container.
    entry: isHost ? { renderer: './src/server/index.ts' } : {},
    output: {
      path: isHost ? path.join(dir, 'dist-server') : path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      uniqueName: `${name}-node`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: isHost ? 'commonjs2' : 'commonjs-module' },
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule({ dev, refresh: false }),
        catalogRule({ dev }),
        // Styles reach the page through the browser build's CSS files; Node only needs class names.
        { test: /\.css$/, type: 'css/auto', generator: { exportsOnly: true } },
      ].filter(Boolean),
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        manifest: false,
        dts: false,
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { optimization: { target: 'node' } },
        shared: sharedConfig({ target: 'node' }),
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './remote': './src/remote.tsx' } }),
      }),
      new CommonJsPackagePlugin(),
    ],
    performance: { hints: false },
  };
}

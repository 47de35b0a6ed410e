// The browser build of the shell or of one remote.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { BundleReportPlugin } from './bundle-report-plugin.mjs';
import { devtoolsHookStub } from './devtools-hook-stub.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { remoteManifestData } from './route-paths.mjs';
import { browserSubsetAliases, browserSubsetsAsPackages, sharedConfig } from './shared.mjs';
import { ShellContractPlugin } from './shell-contract.mjs';
import { STANDALONE_RUNTIME_FILE } from './standalone-runtime-config.mjs';
import { federationRuntimeEsmAlias } from './federation-runtime-esm.mjs';
import { catalogRule, messageParserAlias, swcRule } from './swc-rule.mjs';

const apiDevUrl = process.env.API_DEV_URL ?? 'http://localhost:3001';

/**
 * A remote's Node build (dist/server) is written by the other compiler; the browser build keeps it and
 * removes everything else from earlier builds. (Rspack asks about `dist` itself first: keeping it kept
 * every stale chunk.)
 */
function keepNodeBuild(distDir) {
  const serverDir = path.join(distDir, 'server');
  const standaloneRuntime = path.join(distDir, STANDALONE_RUNTIME_FILE);
  return (file) => file === serverDir || file.startsWith(serverDir + path.sep) || file === standaloneRuntime;
}

/**
 * In production a remote leaves the Module Federation runtime to its host (the shell provides it),
 * which saves each remote page about 18 KiB gzip; its standalone page loads standalone-runtime.js.
 */
const externalRuntime = ({ dev }) => (dev ? {} : { externalRuntime: true });

/**
 * A remote is built by Module Federation's plugin (it exposes ./remote and consumes the shared
 * singletons). The shell is not: it bundles the singletons as ordinary code and loads Module
 * Federation's runtime only when it first loads a remote, providing them then
 * (shell/src/remotes/federation.ts), so its own pages' first load carries no federation runtime
 * (docs/decisions/federation-runtime-on-first-remote.md). The shell is told the shared list here.
 */
function federation({ name, dir, isHost, dev }) {
  if (isHost) {
    const shared = Object.fromEntries(
      Object.entries(sharedConfig()).map(([request, { version, requiredVersion, singleton }]) => [request, { version, requiredVersion, singleton }]),
    );
    return new rspack.DefinePlugin({
      __SHARED_SINGLETONS__: JSON.stringify(shared),
      // What the plugin tells the runtime's code about a web build, so the bundler drops its Node paths.
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_HAS_EXPOSES: false,
    });
  }
  return new ModuleFederationPlugin({
    name,
    manifest: { additionalData: remoteManifestData(dir) },
    dts: false,
    shareStrategy: 'loaded-first',
    experiments: { optimization: { target: 'web' }, ...externalRuntime({ dev }) },
    shared: sharedConfig(),
    // Content-hashed like every other file, so only mf-manifest.json names a version: a page
    // pinned to the manifest it was rendered with loads exactly that version's code.
    filename: dev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
    exposes: { './remote': './src/remote.tsx' },
  });
}

export function clientConfig({ name, dir, port, isHost, devJson, dev }) {
  return {
    name: `${name}-browser`,
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // The shell lives at its origin's root; a remote works out its base from its manifest URL.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: isHost ? true : { keep: keepNodeBuild(path.join(dir, 'dist')) },
    },
    devtool: dev ? 'cheap-module-source-map' : false,
    // Lazy compilation would hide federated modules behind proxies the host cannot hot-update.
    lazyCompilation: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...browserSubsetAliases(),
        // The shell imports the shared libraries directly: the same subsets it provides to remotes.
        ...(isHost ? browserSubsetsAsPackages() : {}),
        ...messageParserAlias({ dev }),
        ...federationRuntimeEsmAlias({ dev }),
      },
    },
    module: { rules: [swcRule({ dev, refresh: dev }), catalogRule({ dev }), { test: /\.css$/, type: 'css/auto' }].filter(Boolean) },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './src/index.html',
        // Pages are served from the site root (the shell, or a remote standalone), so deep
        // links like /modules/3 must load scripts by absolute path.
        publicPath: '/',
        inject: 'body',
        // Kept readable: the server fills the shell's <!--app-…--> marks on every request.
        minify: false,
        scriptLoading: 'defer',
        templateParameters: {
          devtoolsHookStub: dev && isHost ? devtoolsHookStub : '',
          standaloneRuntime: dev || isHost ? '' : `<script src="/${STANDALONE_RUNTIME_FILE}"></script>`,
        },
      }),
      federation({ name, dir, isHost, dev }),
      // The shell's files that are not built from code (public/), copied as they are.
      isHost && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      isHost && !dev && new ShellContractPlugin(dir),
      dev ? new ReactRefreshRspackPlugin() : new PrecompressPlugin(),
      !dev && new BundleReportPlugin({ dir, name }),
    ].filter(Boolean),
    // The shell starts by importing its big libraries one by one (shell/src/bootstrap.tsx); each of
    // those chunks needs React, which is below the default minimum size of a split chunk and would be
    // copied into every one of them. React gets a chunk of its own.
    optimization: isHost ? { splitChunks: { cacheGroups: { react: { test: /[\\/]node_modules[\\/]react[\\/]/, enforce: true, priority: 20 } } } } : undefined,
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: apiDevUrl }],
      setupMiddlewares: (middlewares) => [
        ...Object.entries(devJson).map(([route, answer]) => ({
          name: `json:${route}`,
          path: route,
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(answer()));
          },
        })),
        ...middlewares,
      ],
    },
  };
}

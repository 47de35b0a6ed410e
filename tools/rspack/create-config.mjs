// Rspack + Module Federation config shared by the shell and every remote.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { devtoolsHookStub } from './devtools-hook-stub.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { sharedConfig } from './shared.mjs';

const apiDevUrl = process.env.API_DEV_URL ?? 'http://localhost:3001';

/**
 * @param {object} options
 * @param {string} options.name     federation name: 'shell' or a remote id
 * @param {string} options.dir      the app folder (import.meta.dirname)
 * @param {number} options.port     dev-server port
 * @param {boolean} [options.isHost]
 * @param {Record<string, () => unknown>} [options.devJson] dev-server JSON answers by path (the shell's /remotes.json)
 */
export function createAppConfig({ name, dir, port, isHost = false, devJson = {} }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    return {
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
        clean: true,
      },
      devtool: dev ? 'cheap-module-source-map' : false,
      // Lazy compilation would hide federated modules behind proxies the host cannot hot-update.
      lazyCompilation: false,
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
              },
            },
          },
          { test: /\.css$/, type: 'css/auto' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: './src/index.html',
          // Pages are served from the site root (the shell, or a remote standalone), so deep
          // links like /modules/3 must load scripts by absolute path.
          publicPath: '/',
          inject: 'body',
          scriptLoading: 'defer',
          templateParameters: { devtoolsHookStub: dev && isHost ? devtoolsHookStub : '' },
        }),
        new ModuleFederationPlugin({
          name,
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          experiments: { optimization: { target: 'web' } },
          shared: sharedConfig(),
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: { './remote': './src/remote.tsx' } }),
        }),
        dev ? new ReactRefreshRspackPlugin() : new PrecompressPlugin(),
      ].filter(Boolean),
      performance: { hints: false },
      devServer: {
        host: 'localhost',
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: apiDevUrl }],
        setupMiddlewares: (middlewares) => [
          ...Object.entries(devJson).map(([path, answer]) => ({
            name: `json:${path}`,
            path,
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
  };
}

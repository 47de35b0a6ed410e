// The one TypeScript/TSX rule, shared by the browser and Node builds. Output is ES2020 (native
// async/await, destructuring, spread, optional chaining): the browsers React 19 supports run it, and
// the default (ES5) adds helpers and regenerator code to every chunk. Production builds also drop
// message descriptions (translators' notes) before compiling.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function swcRule({ dev, refresh }) {
  const swc = {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: dev, refresh } },
      },
    },
  };
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    // Loaders run last to first: descriptions go before swc sees the file.
    use: dev ? [swc] : [swc, { loader: require.resolve('./strip-message-descriptions-loader.cjs') }],
  };
}

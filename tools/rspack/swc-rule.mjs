// The one TypeScript/TSX rule, shared by the browser and Node builds. Output is ES2020 (native
// async/await, destructuring, spread, optional chaining): the browsers React 19 supports run it, and
// the default (ES5) adds helpers and regenerator code to every chunk. Production builds also hand
// react-intl its messages already parsed (precompile-messages.mjs), in the code and in the catalogues.
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
    // Loaders run last to first: messages are compiled before swc sees the file.
    use: dev ? [swc] : [swc, { loader: require.resolve('./precompile-messages-loader.cjs') }],
  };
}

/** Translated catalogues (`i18n/<locale>.json`, the libraries' built copies too), parsed at build time. */
export function catalogRule({ dev }) {
  return dev ? null : { test: /[\\/]i18n[\\/][a-z]{2}\.json$/, use: [{ loader: require.resolve('./precompile-catalog-loader.cjs') }] };
}

/** The browser needs no ICU parser once every message is compiled at build time. */
export function messageParserAlias({ dev }) {
  return dev ? {} : { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') };
}

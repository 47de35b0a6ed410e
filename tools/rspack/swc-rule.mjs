// The one TypeScript/TSX rule, shared by the browser and Node builds.
export function swcRule({ dev, refresh }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh } },
      },
    },
  };
}

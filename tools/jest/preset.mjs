import { fileURLToPath } from 'node:url';

// Shared Jest settings: swc compiles TypeScript/TSX (and the ESM-only packages) to CommonJS for Jest.
// light-my-request bundles an ESM-only copy of cookie.
const esmOnly = ['jotai', 'react-intl', '@formatjs', 'intl-messageformat', '@reentry', 'light-my-request', 'cookie'];

const environments = { node: 'node', jsdom: fileURLToPath(new URL('./jsdom-environment.cjs', import.meta.url)) };

/** @param {{ environment?: 'node' | 'jsdom', esm?: string[] }} [options] esm: more ESM-only packages to compile */
export function jestConfig({ environment = 'node', esm = [] } = {}) {
  return {
    testEnvironment: environments[environment],
    setupFilesAfterEnv: environment === 'jsdom' ? [fileURLToPath(new URL('./testing-library-timeout.cjs', import.meta.url))] : [],
    // Jest's default 5 s per test is too little on a crowded 2-core machine: a jsdom page test with user-event
    // took over 5 s there at load 15 (the shell's login page, in a full run beside other work).
    testTimeout: 15_000,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/scripts/**/*.test.mjs'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${[...esmOnly, ...esm].join('|')})/)`],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  };
}

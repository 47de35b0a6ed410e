import { jestConfig } from './jest/preset.mjs';

export default { ...jestConfig(), testMatch: ['<rootDir>/scripts/**/*.test.mjs', '<rootDir>/release/**/*.test.mjs'] };

import { jestConfig } from '@reentry/tools/jest';

export default jestConfig({ environment: 'jsdom', setupFiles: ['<rootDir>/../tools/jest/jsdom-setup.cjs'] });

import { fileURLToPath } from 'node:url';
import { jestConfig } from '@reentry/tools/jest';

const base = jestConfig({ environment: 'jsdom' });

export default {
  ...base,
  // Stylesheets are for the browser build; tests read the markup.
  moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': fileURLToPath(new URL('./src/test/style-stub.cjs', import.meta.url)) },
};

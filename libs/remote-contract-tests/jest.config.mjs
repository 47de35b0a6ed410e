import { jestConfig } from '@reentry/tools/jest';

export default jestConfig();

import { jestConfig } from '@reentry/tools/jest';

export default {
  ...jestConfig({ esm: ['@apidevtools'] }),
  // Integration tests start servers and an embedded database; give them room.
  testTimeout: 30_000,
};

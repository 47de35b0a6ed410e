import { jestConfig } from '@reentry/tools/jest';

export default {
  ...jestConfig({ esm: ['@apidevtools'] }),
  // Integration tests start servers and an embedded database; give them room. A minute: in a full CI run at a
  // load average of 10 several tests took 27 to 47 s (email-change's link journey, session-secret's two servers).
  testTimeout: 60_000,
};

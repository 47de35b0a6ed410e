import { createAppConfig } from '@reentry/tools/rspack';

export default createAppConfig({ name: 'donate', dir: import.meta.dirname, port: 3103 });

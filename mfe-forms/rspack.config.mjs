import { createAppConfig } from '@reentry/tools/rspack';

export default createAppConfig({ name: 'forms', dir: import.meta.dirname, port: 3102 });

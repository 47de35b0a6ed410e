import { createAppConfig } from '@reentry/tools/rspack';

export default createAppConfig({ name: 'learning', dir: import.meta.dirname, port: 3101 });

import { createAppConfig } from '@reentry/tools/rspack';

export default createAppConfig({ name: 'admin', dir: import.meta.dirname, port: 3104 });

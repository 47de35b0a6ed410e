import { createAppConfig } from '@reentry/tools/rspack';

export default createAppConfig({ name: 'instructor', dir: import.meta.dirname, port: 3105 });

import { siteConfigSchema } from '@reentry/contracts/site-config';
import { defineRoutes } from '../../openapi/route-doc.js';

export const siteConfigApiDocs = defineRoutes([
  { method: 'get', path: '/api/site-config', access: 'anyone', tag: 'Content', summary: 'Public settings: token details, the organisation\'s details and social links, time zone, donations, the site\'s public address', responses: { 200: { description: 'Browsers may keep it 30 seconds.', schema: siteConfigSchema } } },
]);

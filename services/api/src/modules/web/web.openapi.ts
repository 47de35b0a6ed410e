import { z } from 'zod';
import { defineRoutes } from '../../openapi/route-doc.js';

const remotesMap = z.object({
  remotes: z.array(
    z.object({
      id: z.string(),
      manifestUrl: z.string().describe('Where the browser and the server load the remote from.'),
      version: z.string().describe('A hash of the manifest last read.'),
      paths: z.array(z.string()).describe('Route patterns the remote owns.'),
    }),
  ),
});

export const webApiDocs = defineRoutes([
  {
    method: 'get', path: '/remotes.json', access: 'anyone', tag: 'Operations', summary: 'Every remote, its manifest, version and paths',
    responses: { 200: { description: 'As this replica last read them (REMOTES_REFRESH_SECONDS).', schema: remotesMap } },
  },
]);

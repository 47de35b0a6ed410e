// `npm run dev`: the remotes' dev servers, as the shell's dev server answers /remotes.json (the
// production map is composed by the API from configuration and each remote's published paths).
import { readRoutePaths } from '@reentry/tools/route-paths';
import path from 'node:path';

export const remoteDevPorts = { learning: 3101, forms: 3102, donate: 3103, admin: 3104, instructor: 3105 };

export function devRemotesManifest() {
  return {
    remotes: Object.entries(remoteDevPorts).map(([id, port]) => ({
      id,
      manifestUrl: `http://localhost:${port}/mf-manifest.json`,
      version: 'dev',
      paths: readRoutePaths(path.resolve(import.meta.dirname, '..', `mfe-${id}`)),
    })),
  };
}

// Dev-server ports of the remotes (`npm run dev`); production reads REMOTE_<ID>_URL in the API.
export const remoteDevPorts = { learning: 3101, forms: 3102, donate: 3103, admin: 3104, instructor: 3105 };

export function devRemotesManifest() {
  return Object.fromEntries(
    Object.entries(remoteDevPorts).map(([id, port]) => [id, `http://localhost:${port}/mf-manifest.json`]),
  );
}

/** A remote as last read: the descriptor the browser gets, its manifest, and the URL the server loads it from. */
export interface RemoteSnapshot {
  id: string;
  manifestUrl: string;
  version: string;
  paths: string[];
  manifest: unknown;
  serverManifestUrl: string;
}

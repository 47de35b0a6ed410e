import type { ShellContract } from '../rspack/shell-contract.mjs';

/** A remote's mf-manifest.json, as far as the release check reads it. */
export interface RemoteManifest {
  name: string;
  metaData?: {
    reentry?: { contractVersion?: number; paths?: string[]; platformVersion?: string };
    ssrRemoteEntry?: { name: string; path: string; type: string };
    remoteEntry?: { name: string; path: string };
  };
  shared?: { name: string; version: string; requiredVersion?: string | false; singleton?: boolean }[];
  exposes?: { name: string; path: string }[];
}

export function compatibilityProblems(options: {
  id: string;
  manifest: RemoteManifest;
  shell: ShellContract;
  others: { id: string; paths: string[] }[];
}): string[];

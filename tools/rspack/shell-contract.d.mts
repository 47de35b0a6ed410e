export interface ShellContract {
  shell: string;
  remoteContractVersions: number[];
  platform: { version: string; supportedMajors: number[] };
  shared: Record<string, { version: string; singleton: boolean }>;
  exposes: string[];
  paths: { shell: string[]; server: string[] };
}

export const SHELL_CONTRACT_FILE: string;
export const SERVER_PATHS: string[];
export function platformSdk(): ShellContract['platform'];
/** The contract of the shell in `dir` (its package.json, src/route-paths.json and the shared list). */
export function shellContract(dir: string): ShellContract;

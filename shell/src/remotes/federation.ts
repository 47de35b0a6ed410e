// Module Federation's runtime, loaded with the first remote a page needs rather than with every page:
// the shell's own pages (home, sign-in, sign-up) never download it. Loading it also provides the
// shared singletons to the remotes, and hands the runtime itself to them (they are built without one
// of their own: tools/rspack/client-config.mjs), as a remote's standalone page does with
// tools/rspack/standalone-runtime.mjs.
export type Runtime = typeof import('@module-federation/enhanced/runtime');

declare const __SHARED_SINGLETONS__: Record<string, import('./provided-libraries').SharedSingleton>;

const SHELL_NAME = 'shell';
let started: Promise<Runtime> | undefined;

async function start(): Promise<Runtime> {
  const [runtime, runtimeCore, { providedLibraries }] = await Promise.all([
    import('@module-federation/enhanced/runtime'),
    import('@module-federation/runtime-tools/runtime-core'),
    import('./provided-libraries'),
  ]);
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: SHELL_NAME, version: SHELL_NAME };
  const shared = Object.fromEntries(
    Object.entries(__SHARED_SINGLETONS__).map(([request, { version, requiredVersion, singleton }]) => {
      const lib = providedLibraries[request];
      if (!lib) throw new Error(`the shell does not provide ${request}`);
      return [request, { version, lib: () => lib, shareConfig: { singleton, requiredVersion } }];
    }),
  );
  runtime.init({ name: SHELL_NAME, remotes: [], shared, shareStrategy: 'loaded-first' });
  return runtime;
}

/** The runtime, started once (the first call downloads it). */
export function federation(): Promise<Runtime> {
  started ??= start().catch((error: unknown) => {
    started = undefined; // a failed download is tried again with the next remote
    throw error;
  });
  return started;
}

// A remote's browser build leaves Module Federation's runtime to its host (the shell provides it:
// one copy per page instead of one per remote). Its standalone page has no host, so this small
// script, loaded first, provides the runtime in the same way.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'standalone' };

// Entry of the shell's Node build, loaded by the API: an async boundary (as in the browser), so
// the shared libraries are negotiated with Module Federation before any React code runs.
import type { Renderer, RendererOptions } from './types';

export type { Renderer, RendererOptions, RenderRequest, RenderResult, RemoteSnapshot } from './types';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createPageRenderer } = await import('./render-page');
  return createPageRenderer(options);
}

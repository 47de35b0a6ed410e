// Test-only: a page as the server renders it (a static data router, as the site's renderer does), as HTML.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';

export async function serverHtml(Page: ComponentType, url: string): Promise<string> {
  const path = new URL(url, 'http://site').pathname;
  const handler = createStaticHandler([{ path, Component: Page }]);
  const context = await handler.query(new Request(new URL(url, 'http://site')));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <PlatformProvider platform={createMockPlatform({ user: null })} queryClient={createQueryClient()} catalogs={{}} preferences={{ locale: 'en', theme: 'light', saved: { locale: true, theme: true } }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PlatformProvider>,
  );
}

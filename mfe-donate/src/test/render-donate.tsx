import { emptyOrganisation } from '@reentry/contracts/organisation';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { createMockPlatform, createQueryClient, loadPlatformMessages, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';
import remote from '../remote';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function siteConfig(stripePublishableKey: string | null, maxAmountCents = 1_000_000): SiteConfig {
  return {
    token: { network: null, contractAddress: null, buyUrl: null },
    donations: { stripePublishableKey, minAmountCents: 100, maxAmountCents },
    social: [],
    organisation: emptyOrganisation,
    timeZone: 'America/New_York',
    publicUrl: 'http://localhost:3000',
  };
}

/** A fake API: answers by path; records every request as the server would see it. */
export function fakeApi(answers: Record<string, (request: RecordedRequest) => Response | Promise<Response>>) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: (init?.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const answer = answers[url.split('?')[0]!];
    return answer ? answer(request) : json(404, { error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  };
  return { fetch, requests };
}

/** The donate page through its real route (loader included), on the mock platform; resolves once it rendered. */
export async function renderDonate({ fetch, locale = 'en', path = '/donate', serverAnswer }: { fetch: FetchLike; locale?: 'en' | 'es'; path?: string; serverAnswer?: { loaderData: unknown; actionData: unknown } }) {
  const platform = createMockPlatform({ user: null, fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  // As in the shell: the page's route under a parent that renders nothing until its loader has run.
  const routes = [{ HydrateFallback: () => null, children: remote.routes({ queryClient, api: platform.api, getLocale: () => locale }) }];
  // `serverAnswer`: the page as the server's renderer answered a native post (/donate is the first route, `0-0`), hydrated.
  const hydrationData = serverAnswer && { loaderData: { '0-0': serverAnswer.loaderData }, actionData: { '0-0': serverAnswer.actionData } };
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData });
  // A page of an earlier test may have left its language on <html>.
  document.documentElement.lang = '';
  const view = render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ platform: loadPlatformMessages, donate: loadMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // The page's texts in its language are there (a moment later on a busy machine): the platform marks <html lang>.
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
  return { ...view, platform, router };
}

/** The client secret of the fake PaymentIntent (`pi_test123`) the fake API makes. */
export const CLIENT_SECRET = 'pi_test123_secret_abc456';
type Answer = (request: RecordedRequest) => Response | Promise<Response>;

/** The API of a site whose donations are set up: site config with a Stripe key, intents, and the browser's report. */
export function donateSite({ intent = () => json(200, { clientSecret: CLIENT_SECRET }), record = () => json(200, { status: 'succeeded', frequency: 'once' }) }: { intent?: Answer; record?: Answer } = {}) {
  return fakeApi({ '/api/site-config': () => json(200, siteConfig('pk_test_123')), '/api/create-payment-intent': intent, '/api/donations': record });
}

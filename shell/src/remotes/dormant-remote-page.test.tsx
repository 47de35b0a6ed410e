import { act, createContext, startTransition, useContext, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import {
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  useLoaderData,
  useParams,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import type { RemoteModule, RouteServices } from '@reentry/contracts/remotes';
import { createApiClient, createQueryClient } from '@reentry/platform';
import { watchDormantPage } from './dormant-page';
import { wakeBeforeNavigating } from './wake-before-navigating';
import { createRemoteRouteSource } from './remote-route-source';
import { remoteRoutes } from './remote-routes';

// A remote's page on a first load in the browser: the server rendered it, the browser hydrates the
// shell around it without the remote's code, and the code comes at the visitor's first touch.

const Greeting = createContext('Hello');

function Lesson() {
  const greeting = useContext(Greeting);
  const { id } = useParams();
  const title = useLoaderData() as string;
  const [presses, setPresses] = useState(0);
  return (
    <article>
      <h1>
        {title} {id}
      </h1>
      <label>
        Note <input name="note" defaultValue="" />
      </label>
      <p>{greeting}</p>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Pressed {presses}
      </button>
    </article>
  );
}

const learning: RemoteModule = {
  id: 'learning',
  contractVersion: 2,
  loadMessages: async () => ({}),
  routes: () => [{ path: '/lessons/:id', lazy: async () => ({ loader: () => 'Lesson', Component: Lesson }) }],
};
const descriptor = { id: 'learning', paths: ['/lessons/:id'] };

function services(): RouteServices {
  return { queryClient: createQueryClient(), api: createApiClient({ fetch: () => Promise.reject(new Error('no API here')) }), getLocale: () => 'en' };
}

function tree(pageRoutes: RouteObject[]): RouteObject[] {
  return [{ id: 'root', element: <main id="main"><Outlet /></main>, children: pageRoutes }];
}

async function renderOnServer(url: string): Promise<{ html: string; context: StaticHandlerContext }> {
  const source = createRemoteRouteSource({ services: services(), load: async () => learning });
  const handler = createStaticHandler(tree(remoteRoutes(descriptor, source)));
  const context = (await handler.query(new Request(`http://localhost${url}`))) as StaticHandlerContext;
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  return { html, context };
}

let root: Root | undefined;
let watch: ReturnType<typeof watchDormantPage> | undefined;
afterEach(() => {
  watch?.settled();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrateInBrowser(url: string, load: () => Promise<RemoteModule>, untilOnline: () => Promise<void> | null = () => null) {
  const { html, context } = await renderOnServer(url);
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const source = createRemoteRouteSource({
    services: services(),
    load,
    dormant: { id: 'learning', onSettled: () => watch?.settled(), untilOnline },
  });
  watch = watchDormantPage();
  const page = watch;
  page.onWake(() => source.wake());
  const router = createBrowserRouter(tree(remoteRoutes(descriptor, source)), { hydrationData: { loaderData: context.loaderData } });
  wakeBeforeNavigating(router, source, 'learning');
  let setGreeting: (greeting: string) => void = () => {};
  function GreetingProvider({ children }: { children: ReactNode }) {
    const [greeting, set] = useState('Hello');
    setGreeting = (next) => startTransition(() => set(next));
    return <Greeting.Provider value={greeting}>{children}</Greeting.Provider>;
  }
  await act(async () => {
    root = hydrateRoot(
      container,
      <IntlProvider locale="en">
        <GreetingProvider>
          <RouterProvider router={router} />
        </GreetingProvider>
      </IntlProvider>,
    );
  });
  return { router, setGreeting: (greeting: string) => setGreeting(greeting), source };
}

describe("a remote's page on a first load", () => {
  it('keeps the server HTML without the remote; the first touch fetches its code, and what was typed stays in the very same field', async () => {
    const load = jest.fn(async () => learning);
    await hydrateInBrowser('/lessons/2', load);
    const heading = screen.getByRole('heading', { name: 'Lesson 2' });
    const note = screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
    expect(load).not.toHaveBeenCalled();

    // Typed before the code came (a field keeps its own value): kept, in the very same field.
    note.value = 'saved for later';
    await act(async () => void note.dispatchEvent(new Event('focusin', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Lesson 2' })).toBe(heading);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);
    expect(note.value).toBe('saved for later');

    // Now it runs: a press is the page's own.
    await act(async () => screen.getByRole('button', { name: 'Pressed 0' }).click());
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
  });

  it('fetches the code at the first touch anywhere, before any press', async () => {
    const load = jest.fn(async () => learning);
    await hydrateInBrowser('/lessons/4', load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => void window.dispatchEvent(new Event('pointerdown')));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: 'Pressed 0' }).click());
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
  });

  it('loads the code for a client navigation, and shows the next page', async () => {
    const load = jest.fn(async () => learning);
    const { router } = await hydrateInBrowser('/lessons/1', load);
    // Not inside act(): the navigation waits for React to hydrate the page, which act() would hold back.
    const navigated = router.navigate('/lessons/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/3'));
    await act(() => navigated);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Lesson 3' })).toBeTruthy());
  });

  it('keeps the server HTML through an update above it (a new language) until the code comes, then shows the update', async () => {
    let arrive = () => {};
    const load = jest.fn(() => new Promise<RemoteModule>((resolve) => (arrive = () => resolve(learning))));
    const { setGreeting, source } = await hydrateInBrowser('/lessons/5', load);
    const heading = screen.getByRole('heading', { name: 'Lesson 5' });
    await act(async () => setGreeting('Hola'));
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lesson 5' })).toBe(heading);
    await act(async () => source.wake());
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByText('Hola')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Lesson 5' })).toBe(heading);
  });

  it('offline, keeps the page as the server sent it when its code cannot come, and starts it once back online', async () => {
    let online = false;
    let backOnline = () => {};
    const whenOnline = new Promise<void>((resolve) => (backOnline = resolve));
    const load = jest.fn(() => (online ? Promise.resolve(learning) : Promise.reject(new Error('offline'))));
    await hydrateInBrowser('/lessons/2', load, () => (online ? null : whenOnline));
    const heading = screen.getByRole('heading', { name: 'Lesson 2' });
    await act(async () => void window.dispatchEvent(new Event('pointerdown')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'This part of the site is not available right now' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lesson 2' })).toBe(heading);
    online = true;
    await act(async () => backOnline());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // It runs now.
    await act(async () => screen.getByRole('button', { name: 'Pressed 0' }).click());
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lesson 2' })).toBe(heading);
  });

  it('shows the "not available" panel when the code cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    await hydrateInBrowser('/lessons/2', load);
    await act(async () => void window.dispatchEvent(new Event('pointerdown')));
    expect(await screen.findByRole('heading', { name: 'This part of the site is not available right now' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lesson 2' })).toBeNull();
  });
});

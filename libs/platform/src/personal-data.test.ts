import { createQueryClient } from './query-client';
import { clearPersonalData } from './personal-data';
import { sessionQueryKey } from './session';
import { messagesQueryKey } from './intl';

/** A small Cache Storage holding real Requests and Responses. */
function fakeCaches(entries: Record<string, Record<string, string>>) {
  const stores = new Map(Object.entries(entries).map(([name, pages]) => [name, new Map(Object.entries(pages))]));
  const cache = (name: string) => ({
    keys: async () => [...stores.get(name)!.keys()].map((url) => new Request(url)),
    match: async (request: Request) => {
      const control = stores.get(name)!.get(request.url);
      return control === undefined ? undefined : new Response('<html></html>', { headers: { 'Cache-Control': control } });
    },
    delete: async (request: Request) => stores.get(name)!.delete(request.url),
  });
  return { stores, api: { keys: async () => [...stores.keys()], has: async (name: string) => stores.has(name), open: async (name: string) => cache(name) } };
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearPersonalData', () => {
  it('removes what a learner left in storage, and keeps the language and theme', async () => {
    localStorage.setItem('locale', 'es');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('draft:contact', 'my message');
    sessionStorage.setItem('anything', 'x');
    await clearPersonalData();
    expect({ ...localStorage }).toEqual({ locale: 'es', theme: 'dark' });
    expect(sessionStorage.length).toBe(0);
  });

  it('removes any signed-in or no-store page an older release cached, and keeps the visitor pages', async () => {
    const { stores, api } = fakeCaches({
      'reentry-pages': {
        'https://site.example/modules/3?lang=en': 'private, no-store',
        'https://site.example/modules?lang=es': 'private, no-store',
        'https://site.example/?lang=es': 'no-store',
        'https://site.example/resources?lang=en': 'no-cache',
      },
      'reentry-assets': { 'https://site.example/main.0123abcd.js': 'public, max-age=31536000, immutable' },
    });
    (globalThis as { caches?: unknown }).caches = api;
    await clearPersonalData();
    expect([...stores.get('reentry-pages')!.keys()]).toEqual(['https://site.example/resources?lang=en']);
    expect(stores.get('reentry-assets')!.size).toBe(1);
  });

  it('works where the browser has no Cache Storage', async () => {
    await expect(clearPersonalData()).resolves.toBeUndefined();
  });

  it('forgets every cached answer of the signed-in learner when given the query client', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, { id: 7, name: 'Maria' });
    queryClient.setQueryData(['learning', 'progress'], { completedModules: [1] });
    localStorage.setItem('forms:contact-draft', 'my private note');
    await clearPersonalData(queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['learning', 'progress'])).toBeUndefined();
    expect(localStorage.getItem('forms:contact-draft')).toBeNull();
  });

  it("keeps the site's texts (message catalogues), which say nothing about who used the device", async () => {
    const queryClient = createQueryClient();
    const texts = { 'learning.page.title': 'Learning modules' };
    queryClient.setQueryData(messagesQueryKey('learning', 'en'), texts);
    queryClient.setQueryData(['learning', 'certificates', 'mine'], [{ code: 'ABCD' }]);
    await clearPersonalData(queryClient);
    expect(queryClient.getQueryData(messagesQueryKey('learning', 'en'))).toBe(texts);
    expect(queryClient.getQueryData(['learning', 'certificates', 'mine'])).toBeUndefined();
  });
});

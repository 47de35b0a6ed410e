import { anonymousPageRequest, isContentPagePath, isPersonalResponse, isQueuedAnswerPath, mayBeStored, pageCacheKey, pageCacheKeyLocale } from './offline';

describe('pages kept for offline reading', () => {
  it('are the content pages only', () => {
    for (const path of ['/', '/modules', '/modules/', '/modules/1', '/modules/6', '/resources', '/how-to-buy', '/practice', '/practice/print', '/practice/irs-impostor', '/money-plan', '/money-plan/letter']) expect(isContentPagePath(path)).toBe(true);
    for (const path of ['/modules/0', '/modules/7', '/modules/1/x', '/practice/a/b', '/login', '/account/security', '/admin', '/instructor', '/certificates', '/certificates/verify', '/schedule', '/donate', '/api/auth/me', '/offline']) {
      expect(isContentPagePath(path)).toBe(false);
    }
  });

  it('are keyed by address and language, whatever order the query came in', () => {
    expect(pageCacheKey('https://site.example/modules/1', 'es')).toBe('https://site.example/modules/1?lang=es');
    expect(pageCacheKey('https://site.example/modules/1?lang=en', 'es')).toBe('https://site.example/modules/1?lang=es');
    expect(pageCacheKey('https://site.example/resources?tab=courage&lang=es&a=1', 'es')).toBe('https://site.example/resources?a=1&tab=courage&lang=es');
    expect(pageCacheKeyLocale(pageCacheKey('https://site.example/', 'en'))).toBe('en');
    expect(pageCacheKeyLocale('https://site.example/modules?lang=fr')).toBeNull();
  });

  it('are personal when the server marked them private', () => {
    expect(isPersonalResponse(new Response('', { headers: { 'Cache-Control': 'private, no-store' } }))).toBe(true);
    expect(isPersonalResponse(new Response('', { headers: { 'Cache-Control': 'no-cache' } }))).toBe(false);
    expect(isPersonalResponse(new Response(''))).toBe(false);
  });

  it('may be stored only when the server marked them neither private nor no-store', () => {
    for (const header of ['private, no-store', 'private', 'no-store', 'No-Store', 'max-age=0, private']) {
      expect(mayBeStored(new Response('', { headers: { 'Cache-Control': header } }))).toBe(false);
    }
    for (const header of ['no-cache', 'public, max-age=60', '']) expect(mayBeStored(new Response('', { headers: { 'Cache-Control': header } }))).toBe(true);
  });

  it('are kept as a visitor sees them: no cookie sent, the language in the address', () => {
    const request = anonymousPageRequest('https://site.example/modules/3?tab=quiz', 'es');
    expect(request.url).toBe('https://site.example/modules/3?tab=quiz&lang=es');
    expect(request.credentials).toBe('omit');
  });
});

describe('answers the service worker queues when the network fails', () => {
  it('queues a quiz attempt and a module’s before-check, in one queue', () => {
    expect(['/api/modules/complete', '/api/modules/1/pre-check', '/api/modules/6/pre-check'].map(isQueuedAnswerPath)).toEqual([true, true, true]);
  });

  it('queues nothing else', () => {
    expect(['/api/modules/7/pre-check', '/api/modules/1/pre-check/x', '/api/users/before-after', '/api/contact', '/api/modules/1'].map(isQueuedAnswerPath)).toEqual([false, false, false, false, false]);
  });
});

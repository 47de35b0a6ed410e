import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import { pagePreferences } from './page-preferences.js';

function prefsFor(url: string, headers: Record<string, string> = {}) {
  const req = { url, method: 'GET', headers, socket: {} } as unknown as IncomingMessage;
  const res = { getHeader: () => undefined, setHeader: () => undefined } as unknown as ServerResponse;
  return pagePreferences(new Koa().createContext(req, res));
}

describe('the language and theme a page is rendered in', () => {
  it('is English and light on a first visit with no preference', () => {
    expect(prefsFor('/')).toEqual({ locale: 'en', theme: 'light', chosenLocale: undefined, chosenTheme: undefined, saved: { locale: false, theme: false } });
  });

  it("follows Accept-Language on a first visit, by quality, ignoring languages the site doesn't speak", () => {
    expect(prefsFor('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }).locale).toBe('es');
    expect(prefsFor('/', { 'accept-language': 'fr-FR, en;q=0.5, es;q=0.7' }).locale).toBe('es');
    expect(prefsFor('/', { 'accept-language': 'es;q=0, en' }).locale).toBe('en');
    expect(prefsFor('/', { 'accept-language': 'de' }).locale).toBe('en');
  });

  it('prefers the saved choice (cookie) to Accept-Language, and a ?lang= link to both', () => {
    expect(prefsFor('/', { cookie: 'locale=en', 'accept-language': 'es' }).locale).toBe('en');
    expect(prefsFor('/?lang=es', { cookie: 'locale=en' })).toMatchObject({ locale: 'es', chosenLocale: 'es', saved: { locale: true } });
    expect(prefsFor('/', { cookie: 'locale=es; theme=dark' }).saved).toEqual({ locale: true, theme: true });
    expect(prefsFor('/?lang=fr', { cookie: 'locale=es' })).toMatchObject({ locale: 'es', chosenLocale: undefined });
  });

  it('reads the saved theme, and nothing but dark or light', () => {
    expect(prefsFor('/', { cookie: 'theme=dark' }).theme).toBe('dark');
    expect(prefsFor('/', { cookie: 'theme=<script>' }).theme).toBe('light');
  });

  it("takes a ?theme= link (the footer's switch without script) over the saved theme, and nothing but dark or light", () => {
    expect(prefsFor('/?theme=dark', { cookie: 'theme=light' })).toMatchObject({ theme: 'dark', chosenTheme: 'dark', saved: { theme: true } });
    expect(prefsFor('/?theme=light', { cookie: 'theme=dark' })).toMatchObject({ theme: 'light', chosenTheme: 'light' });
    expect(prefsFor('/?theme=%3Cscript%3E', { cookie: 'theme=dark' })).toMatchObject({ theme: 'dark', chosenTheme: undefined });
    expect(prefsFor('/?theme=dark&theme=light')).toMatchObject({ theme: 'light', chosenTheme: undefined });
  });
});

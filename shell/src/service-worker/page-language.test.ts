import { noteServedLocale, requestLocale } from './page-language';

const cookies = (value?: string) => ({ get: async () => (value === undefined ? null : { value }) });
const languages = (...list: string[]) => ({ languages: list });

describe('the language a page request is rendered in, as the worker works it out', () => {
  it('is the ?lang= of a link first', async () => {
    expect(await requestLocale('https://site.example/modules?lang=es', { cookieStore: cookies('en'), navigator: languages('en') })).toBe('es');
  });

  it('is then the saved cookie, else the browser languages the server also sees', async () => {
    expect(await requestLocale('https://site.example/modules', { cookieStore: cookies('es'), navigator: languages('en-US') })).toBe('es');
    expect(await requestLocale('https://site.example/modules', { cookieStore: cookies(), navigator: languages('fr-FR', 'es-MX') })).toBe('es');
    expect(await requestLocale('https://site.example/modules', { cookieStore: cookies('xx'), navigator: languages('de') })).toBe('en');
  });

  it('is the language of the last page served where the worker cannot read cookies', async () => {
    const scope = { navigator: languages('en-US') };
    expect(await requestLocale('https://site.example/', scope)).toBe('en');
    noteServedLocale(new Response('', { headers: { 'Content-Language': 'es' } }));
    expect(await requestLocale('https://site.example/', scope)).toBe('es');
    noteServedLocale(new Response('', { headers: { 'Content-Language': 'fr' } }));
    expect(await requestLocale('https://site.example/', scope)).toBe('es');
  });
});

import { screen } from '@testing-library/react';
import { module1En } from '@reentry/content/modules/module-1.en';
import { howToBuy } from '@reentry/content/how-to-buy';
import { json, type Answer } from '../test/fake-api';
import { renderRoute } from '../test/render-route';

// Issue 43: offline, a page shows the service worker's copy of its published document; with none, it says the
// page is not saved on this phone, with a way to try again, never a text bundled in the remote.

const noNetwork: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
const catalog: Answer = () => json(200, { key: 'module-catalog', lang: 'en', version: 6, document: [] });

const texts = {
  en: { title: 'This page is not saved on this phone.', body: 'Connect to the internet, then try again.', retry: 'Try again' },
  es: { title: 'Esta página no está guardada en este teléfono.', body: 'Conéctese a internet y vuelva a intentarlo.', retry: 'Intentar otra vez' },
} as const;

describe('a page whose published document is not on this phone, offline', () => {
  it.each(['en', 'es'] as const)('the lesson says so and offers to open the page again, with no bundled text (%s)', async (locale) => {
    const { container, requests } = await renderRoute('/modules/1', { locale, answers: { 'GET /api/content/module-1': noNetwork, 'GET /api/content/module-catalog': catalog } });
    expect(await screen.findByText(texts[locale].title)).toBeTruthy();
    expect(screen.getByText(texts[locale].body)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts[locale].retry }).getAttribute('href')).toBe('/modules/1');
    expect(container.textContent).not.toContain(module1En.content.sections[0]!.title);
    expect(requests.some((request) => request.url.startsWith('/api/content/module-1?'))).toBe(true);
  });

  it('the how-to-buy guide the same way', async () => {
    const { container } = await renderRoute('/how-to-buy', { answers: { 'GET /api/content/how-to-buy': noNetwork } });
    expect(await screen.findByText(texts.en.title)).toBeTruthy();
    expect(container.textContent).not.toContain(howToBuy.en.title);
  });
});

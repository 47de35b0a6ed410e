import { screen } from '@testing-library/react';
import type { FetchLike } from '@reentry/platform';
import { fakeApi, json, renderWithPlatform } from '../../test/render-with-platform';
import { WorkshopFaq } from './workshop-faq';

const published = (lang: 'en' | 'es', question: string, answer: string) =>
  fakeApi({ '/api/content/workshop-faq': () => json(200, { key: 'workshop-faq', lang, version: 7, document: [{ id: 'faq-6', question, answer: [answer] }] }) });
const region = () => screen.getByRole('region', { name: /Questions facilities ask|Preguntas que hacen los centros/ });

describe('WorkshopFaq', () => {
  it('shows the FAQ the content studio published, in the reader’s language', async () => {
    const api = published('en', 'Can learners keep the printed guide?', 'Yes. Each learner keeps one.');
    await renderWithPlatform(<WorkshopFaq />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 3, name: 'Can learners keep the printed guide?' })).toBeTruthy();
    expect(region().textContent).toContain('Yes. Each learner keeps one.');
    // Only what was published: the release's own questions are not added to it.
    expect(region().textContent).not.toContain('3 to 4 weeks');
    expect(api.requests.map((request) => request.url)).toContain('/api/content/workshop-faq?lang=en');
  });

  it('asks for the Spanish document for Spanish readers', async () => {
    const api = published('es', '¿Pueden quedarse con la guía impresa?', 'Sí. Cada persona se queda con una.');
    await renderWithPlatform(<WorkshopFaq />, { fetch: api.fetch, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 3, name: '¿Pueden quedarse con la guía impresa?' })).toBeTruthy();
    expect(api.requests.map((request) => request.url)).toContain('/api/content/workshop-faq?lang=es');
  });

  it.each([
    ['en', 'This page is not saved on this phone.', 'Try again'],
    ['es', 'Esta página no está guardada en este teléfono.', 'Intentar otra vez'],
  ] as const)('offline with no saved copy, says the page is not saved on this phone, never a text of its own (%s)', async (locale, notSaved, retry) => {
    const offline: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderWithPlatform(<WorkshopFaq />, { fetch: offline, locale });
    expect(await screen.findByText(notSaved)).toBeTruthy();
    expect(screen.getByRole('link', { name: retry })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    for (const fact of ['2 to 3 hours', '3 to 4 weeks', 'projector']) expect(region().textContent).not.toContain(fact);
  });

  it('says the questions did not load when the API answers an error, rather than showing old text', async () => {
    const api = fakeApi({ '/api/content/workshop-faq': () => json(503, { error: { code: 'UNAVAILABLE', message: 'Try again.' } }) });
    await renderWithPlatform(<WorkshopFaq />, { fetch: api.fetch });
    expect(await screen.findByText('We could not load the questions just now. Please try again in a moment.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(region().textContent).not.toContain('2 to 3 hours');
  });
});

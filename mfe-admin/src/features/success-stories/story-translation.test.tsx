import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, page, siteConfig } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { SuccessStoriesTab } from './success-stories-tab';

// Issue 39, 4.3: staff write a story's translation in the dashboard, in English and Spanish.
jest.setTimeout(30_000);

const luis = {
  id: 7, name: 'Luis Aprobado', story: 'Abrí mi primera cuenta de banco y ahorro cada mes.', location: 'Columbus', occupation: 'Cocinero', imageUrl: null,
  locale: 'es' as const, isApproved: true, publishConsentAt: '2026-01-14T20:00:00.000Z', createdAt: '2026-01-14T20:00:00.000Z', translationOfId: null, translation: null,
};
const written = { story: 'I opened my first bank account and I save every month.', location: 'Columbus', occupation: 'Cook' };

function api(translation: Response | null = null) {
  return fakeApi({
    '/api/site-config': () => json(200, siteConfig),
    '/api/admin/success-stories': () => json(200, page([luis])),
    'POST /api/admin/success-stories/7/translation': () => translation ?? json(200, { ...luis, translation: { id: 8, ...written } }),
  });
}

async function openDetails(locale: 'en' | 'es', fake: ReturnType<typeof api>) {
  await renderClient(<SuccessStoriesTab params={{}} />, { fetch: fake.fetch, locale });
  const table = await screen.findByRole('table');
  fireEvent.click(within(table).getByRole('button', { name: locale === 'en' ? 'View Details: Luis Aprobado' : 'Ver detalles: Luis Aprobado' }));
  return screen.findByRole('dialog');
}

describe("a story's translation in the dashboard", () => {
  it('is written in the story\'s details and sent to the API: English', async () => {
    const fake = api();
    const dialog = await openDetails('en', fake);
    const form = within(dialog).getByRole('form', { name: 'Write the English translation' });
    fireEvent.change(within(form).getByLabelText('Story in English'), { target: { value: written.story } });
    fireEvent.change(within(form).getByLabelText('Location in English (optional)'), { target: { value: written.location } });
    fireEvent.change(within(form).getByLabelText('Occupation in English (optional)'), { target: { value: written.occupation } });
    expect(within(form).getByLabelText('Story in English').getAttribute('lang')).toBe('en');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the English translation' }));
    await waitFor(() => expect(fake.requests.find((request) => request.method === 'POST')).toMatchObject({ url: '/api/admin/success-stories/7/translation', body: written }));
  });

  it('shows a refused text at its field, in Spanish', async () => {
    const fake = api(json(400, { error: { code: 'VALIDATION_FAILED', message: 'Revise los campos.', fields: { story: 'Su historia debe tener al menos 20 caracteres' } } }));
    const dialog = await openDetails('es', fake);
    const form = within(dialog).getByRole('form', { name: 'Escribir la traducción al inglés' });
    fireEvent.change(within(form).getByLabelText('Historia en inglés'), { target: { value: 'Muy corta.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar la traducción al inglés' }));
    expect(await within(form).findByText('Su historia debe tener al menos 20 caracteres')).toBeTruthy();
    expect(within(form).getByLabelText('Historia en inglés').getAttribute('aria-invalid')).toBe('true');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, renderWithPlatform } from '../../test/render-with-platform';
import { ShareStoryForm } from './share-story-form';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

describe('ShareStoryForm', () => {
  it('needs a story and consent to publish', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<ShareStoryForm />, { fetch: fakeApi({}).fetch });
    expect(screen.getByRole('checkbox', { name: /may be published on this website/ }).getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Share My Story' }));
    expect(await screen.findByText('Your story should be at least 20 characters')).toBeTruthy();
    expect(screen.getByText('Please agree so we can share your story')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('sends the story in the visitor\'s language, thanks them and resets', async () => {
    const api = fakeApi({ '/api/success-stories': () => json(201, { received: true }) });
    const user = userEvent.setup();
    const { platform } = await renderWithPlatform(<ShareStoryForm />, { fetch: api.fetch, locale: 'es' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Rosa Q.');
    await user.type(screen.getByRole('textbox', { name: 'Su historia' }), 'Aprendí a ahorrar un poco cada semana.');
    await user.click(screen.getByRole('checkbox', { name: /publiquen en este sitio/ }));
    await user.click(screen.getByRole('button', { name: 'Compartir mi historia' }));
    await waitFor(() => expect(platform.toasts).toHaveLength(1));
    expect(api.requests[0]!.headers['Accept-Language']).toBe('es');
    expect(api.requests[0]!.body).toEqual({ name: 'Rosa Q.', story: 'Aprendí a ahorrar un poco cada semana.', location: '', occupation: '', consentToPublish: true, website: '' });
    expect(platform.toasts[0]).toEqual({ title: 'Historia enviada', description: '¡Gracias por compartir! Leeremos su historia antes de que aparezca en el sitio.', variant: 'success' });
    expect((screen.getByRole('textbox', { name: 'Su historia' }) as HTMLTextAreaElement).value).toBe('');
  });
});

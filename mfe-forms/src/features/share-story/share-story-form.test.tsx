import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, headerOf, json, renderPage, sentTo } from '../../test/render-with-platform';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

describe('the story form (/share-your-story)', () => {
  it('needs a story and consent to publish', async () => {
    const user = userEvent.setup();
    await renderPage('/share-your-story', { fetch: fakeApi({}).fetch });
    expect((await screen.findByRole('checkbox', { name: /may be published on this website/ })).getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Share My Story' }));
    expect(await screen.findByText('Your story should be at least 20 characters')).toBeTruthy();
    expect(screen.getByText('Please agree so we can share your story')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('sends the story in the visitor\'s language, thanks them and empties the form', async () => {
    const api = fakeApi({ '/api/success-stories': () => json(201, { received: true }) });
    const user = userEvent.setup();
    await renderPage('/share-your-story', { fetch: api.fetch, locale: 'es' });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Rosa Q.');
    await user.type(screen.getByRole('textbox', { name: 'Su historia' }), 'Aprendí a ahorrar un poco cada semana.');
    await user.click(screen.getByRole('checkbox', { name: /publiquen en este sitio/ }));
    await user.click(screen.getByRole('button', { name: 'Compartir mi historia' }));
    const status = (await screen.findByText('Historia enviada')).closest('[role="status"]');
    const [sent] = sentTo(api.requests, '/api/success-stories');
    expect(headerOf(sent!, 'Accept-Language')).toBe('es');
    expect(sent!.body).toEqual({ name: 'Rosa Q.', story: 'Aprendí a ahorrar un poco cada semana.', location: '', occupation: '', consentToPublish: true, website: '' });
    expect(status?.textContent).toBe('Historia enviada¡Gracias por compartir! Leeremos su historia antes de que aparezca en el sitio.');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Su historia' }) as HTMLTextAreaElement).value).toBe(''));
    expect((screen.getByRole('checkbox', { name: /publiquen en este sitio/ }) as HTMLInputElement).checked).toBe(false);
  });
});

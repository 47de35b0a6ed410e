import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserStorage, fakeApi, json, renderPage } from '../../test/render-with-platform';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ana Díaz');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.org');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'volunteer');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I can help on weekends.');
}

describe('the contact form', () => {
  it('checks the fields with the spec messages, says how many to fix and focuses the first', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    await renderPage('/contact', { fetch: api.fetch });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message should be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Please select a subject')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please fix the 4 fields marked below.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    expect(api.requests.filter((request) => request.url.startsWith('/api/contact'))).toHaveLength(0);
    // Fixing a field takes its message away at once.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
  });

  it('says Sending... while it sends and ignores a second press, then says it was sent and empties the form', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ '/api/contact': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { router } = await renderPage('/contact', { fetch: api.fetch });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    await user.click(sending);
    // The key is worked out before the request leaves ("Sending..." may show a moment before it); one request.
    const contactPosts = () => api.requests.filter((request) => request.url.startsWith('/api/contact'));
    await waitFor(() => expect(contactPosts()).toHaveLength(1));
    const posts = contactPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ name: 'Ana Díaz', email: 'ana@example.org', subject: 'volunteer', message: 'I can help on weekends.', website: '' });
    expect(new Headers(posts[0]!.headers).get('Idempotency-Key')).toMatch(/^form-[0-9a-f]{64}$/);
    answer(json(201, { received: true }));
    expect((await screen.findByRole('status')).textContent).toContain('Message Sent');
    expect(router.state.location.search).toBe('?done=sent');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(''));
    expect(browserStorage()).toEqual({});
  });

  it('keeps what was typed when the API cannot be reached, and in Spanish says so in Spanish', async () => {
    const unreachable = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const user = userEvent.setup();
    await renderPage('/contact', { fetch: unreachable, locale: 'es' });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana Díaz');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asunto' }), 'media');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Una pregunta de prensa.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al enviar');
    expect(alert.textContent).toContain('Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.');
    expect((screen.getByRole('textbox', { name: 'Mensaje' }) as HTMLTextAreaElement).value).toBe('Una pregunta de prensa.');
  });

  it("shows the API's own words when it refuses the message, and its field errors at their fields", async () => {
    let refusal = json(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } });
    const api = fakeApi({ '/api/contact': () => refusal });
    const user = userEvent.setup();
    await renderPage('/contact', { fetch: api.fetch });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please wait a few minutes and try again.');
    refusal = json(400, { error: { code: 'VALIDATION_ERROR', message: 'Please check the form.', fields: { email: 'This address cannot receive mail.' } } });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' })));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ana Díaz');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserStorage, fakeApi, json, renderWithPlatform } from '../../test/render-with-platform';
import { ContactForm } from './contact-form';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana Díaz');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.org');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'volunteer');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I can help on weekends.');
}

describe('ContactForm', () => {
  it('checks the fields with the spec messages', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<ContactForm />, { fetch: fakeApi({}).fetch });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message should be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Please select a subject')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
  });

  it('says Sending... while it sends, then thanks and empties the form', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ '/api/contact': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { platform } = await renderWithPlatform(<ContactForm />, { fetch: api.fetch });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // Unavailable while it sends, but focus stays on it (a disabled button would drop it) and a second press sends nothing.
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sending);
    await user.click(sending);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.body).toEqual({ name: 'Ana Díaz', email: 'ana@example.org', subject: 'volunteer', message: 'I can help on weekends.', website: '' });
    answer(json(201, { received: true }));
    await screen.findByRole('button', { name: 'Send Message' });
    expect(platform.toasts).toEqual([{ title: 'Message Sent', description: "Thank you for your message. We'll get back to you soon!", variant: 'success' }]);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
    expect(browserStorage()).toEqual({});
  });

  it('keeps what was typed when the API cannot be reached, and in Spanish says so in Spanish', async () => {
    const unreachable = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const user = userEvent.setup();
    const { platform } = await renderWithPlatform(<ContactForm />, { fetch: unreachable, locale: 'es' });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana Díaz');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asunto' }), 'media');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Una pregunta de prensa.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(platform.toasts).toHaveLength(1));
    expect(platform.toasts[0]).toEqual({ title: 'Error al enviar', description: 'Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.', variant: 'destructive' });
    expect((screen.getByRole('textbox', { name: 'Mensaje' }) as HTMLTextAreaElement).value).toBe('Una pregunta de prensa.');
  });

  it('shows the API\'s field errors and its wait message when it refuses the message', async () => {
    const api = fakeApi({
      '/api/contact': () => json(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } }),
    });
    const user = userEvent.setup();
    const { platform } = await renderWithPlatform(<ContactForm />, { fetch: api.fetch });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(platform.toasts).toHaveLength(1));
    expect(platform.toasts[0]!.description).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});

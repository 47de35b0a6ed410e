import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

describe('the verification form', () => {
  it('works with the keyboard alone and announces a bad code, then an unknown one', async () => {
    const view = await renderRoute('/certificates/verify', { answers: { 'GET /api/certificates/2222333344445555': () => json(404, {}) } });
    const lookups = () => view.requests.filter((request) => request.url.startsWith('/api/certificates/'));
    await userEvent.tab();
    const field = screen.getByRole('textbox', { name: 'Certificate code (required)' });
    expect(document.activeElement).toBe(field);
    await userEvent.keyboard('hello{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('This is not a certificate code.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(lookups()).toEqual([]);

    await userEvent.clear(field);
    await userEvent.keyboard('2222 3333 4444 5555{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/certificates/verify/2222-3333-4444-5555'));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find a certificate with this code.');
    expect(lookups().map((request) => request.url)).toEqual(['/api/certificates/2222333344445555']);
  });

  it.each([
    ['en', 'Certificate code (required)', 'Type the code printed on the certificate, then press Check certificate.', 'The code is required.'],
    ['es', 'Código del certificado (obligatorio)', 'Escriba el código impreso en el certificado y luego oprima Verificar certificado.', 'El código es obligatorio.'],
  ] as const)('says how to use it, not an error, before anything is typed (%s)', async (locale, label, instruction, oldNote) => {
    await renderRoute('/certificates/verify', { locale });
    // The Spanish catalogue comes as its own chunk: wait for the page in the reader's language.
    expect(await screen.findByRole('textbox', { name: label })).toBeTruthy();
    expect(screen.getByText(instruction)).toBeTruthy();
    expect(screen.queryByText(oldNote)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

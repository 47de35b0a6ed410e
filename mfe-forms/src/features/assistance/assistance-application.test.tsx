import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserStorage, fakeApi, json, renderPage, sentTo } from '../../test/render-with-platform';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());
// user-event moves between radio buttons with CSS.escape, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } as typeof CSS;
});

describe('the assistance application (/assistance)', () => {
  it('marks required fields, says why each sensitive field is asked and who reads the application', async () => {
    const user = userEvent.setup();
    await renderPage('/assistance', { fetch: fakeApi({}).fetch });
    expect((await screen.findByRole('textbox', { name: 'Full Name' })).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'What kind of help do you need?' }).getAttribute('aria-required')).toBe('true');
    for (const [name, why] of [
      ['Your Current Situation', 'We ask so we can find help that fits where you are right now.'],
      ['Other Needs (optional)', /^You can leave this empty; telling us about other needs/],
      ['Emergency Contact (optional)', 'You can leave this empty; we only use it if we cannot reach you.'],
      ['Criminal Background (optional)', /^You can leave this empty; some housing and job programs have rules about records/],
    ] as const) {
      const field = screen.getByRole('textbox', { name });
      expect(field.getAttribute('autocomplete')).toBe('off');
      const hint = document.getElementById(field.getAttribute('aria-describedby')!)!.textContent!;
      expect(hint).toMatch(why);
    }
    expect(screen.getByText(/^Only our reentry support staff read your application\./)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please fix the 7 fields marked below.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full Name' })));
  });

  it('can be completed with the keyboard alone, then shows the reference number, and starts over on request', async () => {
    const api = fakeApi({ '/api/assistance-requests': () => json(201, { reference: 'K7M2QX9P' }) });
    const user = userEvent.setup();
    const { router } = await renderPage('/assistance', { fetch: api.fetch });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.keyboard('Marcus Taylor');
    await user.tab();
    await user.keyboard('marcus@example.org');
    await user.tab();
    await user.keyboard('555-123-4567');
    await user.tab();
    await user.keyboard('March 2025');
    await user.tab();
    await user.keyboard('Dayton, Ohio');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Housing' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Both' }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.keyboard('Staying with my sister for now.');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /reliable way to get around/ }));
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('Prefer to talk about it on the phone.');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit Application' }));
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Application Submitted!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('K7M2QX9P')).toBeTruthy();
    expect(sentTo(api.requests, '/api/assistance-requests')[0]!.body).toMatchObject({ assistanceType: 'both', hasTransportation: true, criminalBackground: 'Prefer to talk about it on the phone.', additionalNeeds: '' });
    expect(screen.getByText("We'll contact you within 48 hours to discuss your needs.")).toBeTruthy();
    expect(router.state.location.search).toBe('?reference=K7M2QX9P&done=sent');
    expect(browserStorage()).toEqual({});

    await user.click(screen.getByRole('link', { name: 'Submit another application' }));
    expect(((await screen.findByRole('textbox', { name: 'Full Name' })) as HTMLInputElement).value).toBe('');
  });

  it('keeps everything typed when the API fails, and says so, in Spanish too', async () => {
    const api = fakeApi({ '/api/assistance-requests': () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }) });
    const user = userEvent.setup();
    await renderPage('/assistance', { fetch: api.fetch, locale: 'es' });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre completo' }), 'Rosa Pérez');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'rosa@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '555 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Fecha de salida' }), 'enero');
    await user.type(screen.getByRole('textbox', { name: 'Dónde vive ahora' }), 'El Paso, TX');
    await user.click(screen.getByRole('radio', { name: 'Vivienda' }));
    await user.type(screen.getByRole('textbox', { name: 'Su situación actual' }), 'En un albergue.');
    await user.type(screen.getByRole('textbox', { name: 'Antecedentes penales (opcional)' }), 'Prefiero no decir.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al enviarPor favor, revise sus datos e inténtelo de nuevo.');
    expect((screen.getByRole('textbox', { name: 'Antecedentes penales (opcional)' }) as HTMLTextAreaElement).value).toBe('Prefiero no decir.');
    expect(screen.queryByRole('heading', { name: '¡Solicitud enviada!' })).toBeNull();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Locale } from '@reentry/contracts/locale';
import { fakeApi, json, page, siteConfig } from '../../test/fake-api';
import { user } from '../../test/fixtures';
import { renderClient } from '../../test/render-client';
import { UserProgressTab } from './user-progress-tab';

const sam = user();
const tina = user({ id: 9, name: 'Tina Teacher', isInstructor: true, classification: 'instructor', completedModules: [] });

async function usersTab(answer: () => Response, locale: Locale = 'en') {
  const api = fakeApi({
    '/api/site-config': () => json(200, siteConfig),
    '/api/admin/instructors': () => json(200, []),
    '/api/admin/user-progress': () => json(200, page([sam, tina])),
    'POST /api/admin/users/20/reset-code': answer,
  });
  await renderClient(<UserProgressTab params={{}} />, { fetch: api.fetch, locale });
  return api;
}

const press = (element: HTMLElement) => act(async () => fireEvent.click(element));
jest.setTimeout(30_000);

describe('Make a reset code, on a user row', () => {
  it('is offered for a learner, not for staff, and shows the code once after a confirmation', async () => {
    const api = await usersTab(() => json(201, { code: 'KM7P-3QXR', expiresAt: '2026-03-06T16:30:00.000Z' }));
    const button = await screen.findByRole('button', { name: 'Make a reset code for Sam Student' });
    expect(screen.queryByRole('button', { name: 'Make a reset code for Tina Teacher' })).toBeNull();
    await press(button);
    await press(within(screen.getByRole('dialog', { name: 'Make a reset code for Sam Student?' })).getByRole('button', { name: 'Make the code' }));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/admin/users/20/reset-code']);
    const dialog = screen.getByRole('dialog', { name: 'Reset code for Sam Student' });
    expect(dialog.textContent).toContain('Write this down and give it to Sam Student. It works once, for 24 hours.');
    expect(within(dialog).getByText('KM7P-3QXR')).toBeTruthy();
  });

  it('in Spanish, says plainly that the 5 codes of the day are used up', async () => {
    await usersTab(() => json(429, { error: { code: 'RATE_LIMITED', message: 'Demasiados intentos.' } }), 'es');
    await press(await screen.findByRole('button', { name: 'Crear un código para que Sam Student cambie su contraseña' }));
    await press(screen.getByRole('button', { name: 'Crear el código' }));
    expect(screen.getByRole('alert').textContent).toBe('Hoy ya creó 5 códigos para cambiar contraseñas, el máximo permitido. Inténtelo mañana o pida ayuda a otro administrador.');
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import { createMockPlatform, createQueryClient, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../../i18n/load-messages';
import remote from '../../remote';
import { ana, fakeApi, instructor, json, luis } from '../../test/fixtures';

/** The portal's student list, with the reset-code endpoint answering `answer` and each POST recorded. */
async function studentList(answer: () => Response, locale: Locale = 'en') {
  localStorage.setItem('locale', locale);
  const base = fakeApi({ me: instructor, students: [ana, luis, rosa] });
  const posts: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    if (init?.method === 'POST') {
      posts.push(url);
      return answer();
    }
    return base.fetch(url, init);
  };
  const platform = createMockPlatform({ fetch });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(remote.routes({ queryClient, api: platform.api, getLocale: () => locale }), { initialEntries: ['/instructor'] });
  render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ instructor: loadMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  await screen.findByRole('region', { name: locale === 'en' ? 'Your students' : 'Sus estudiantes' });
  return posts;
}

// Signed up with a class code and no email: the learner a reset code is for.
const rosa = { ...luis, id: 16, name: 'Rosa Vega', username: 'rosa.v1', email: null };
const made = () => json(201, { code: 'KM7P-3QXR', expiresAt: '2026-03-06T16:30:00.000Z' });
const press = (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('Make a reset code, on a student row', () => {
  it('lists a student without email as such, with the username they log in with; search finds them by name or username', async () => {
    await studentList(made);
    const row = screen.getByRole('link', { name: /Rosa Vega/ });
    expect(row.textContent).toContain('No email (to get back in, they need a reset code from you)');
    expect(row.textContent).toContain('Username: rosa.v1');
    fireEvent.change(screen.getByLabelText('Search by name, username or email'), { target: { value: 'ROSA.V' } });
    expect(screen.getAllByRole('button', { name: /^Make a reset code for/ })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search by name, username or email'), { target: { value: 'vega' } });
    expect(screen.getAllByRole('button', { name: /^Make a reset code for/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Make a reset code for Rosa Vega']);
  });

  it('asks first, then shows the code once, large, with what to do with it; Cancel makes nothing', async () => {
    const posts = await studentList(made);
    await press(screen.getByRole('button', { name: 'Make a reset code for Luis Ortiz' }));
    let dialog = screen.getByRole('dialog', { name: 'Make a reset code for Luis Ortiz?' });
    await press(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([]);

    await press(screen.getByRole('button', { name: 'Make a reset code for Ana Díaz' }));
    dialog = screen.getByRole('dialog', { name: 'Make a reset code for Ana Díaz?' });
    await press(within(dialog).getByRole('button', { name: 'Make the code' }));
    expect(posts).toEqual([`/api/instructor/students/${ana.id}/reset-code`]);
    dialog = screen.getByRole('dialog', { name: 'Reset code for Ana Díaz' });
    expect(dialog.textContent).toContain('Write this down and give it to Ana Díaz. It works once, for 24 hours.');
    expect(within(dialog).getByText('KM7P-3QXR').closest('p')!.className).toBe('reset-code-dialog__code');
    expect(dialog.textContent).toContain('K M 7 P 3 Q X R');
    expect(dialog.textContent).toContain('You will not see this code again.');
    // The learner without email may have forgotten the username too: the dialog says it beside the code.
    expect(within(dialog).getByText('Username: ana.d').className).toBe('reset-code-dialog__username');
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Reset code for Ana Díaz' }));

    await press(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('KM7P-3QXR')).toBeNull();
  });

  it('copies the code at the press and says so', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await studentList(made);
    await press(screen.getByRole('button', { name: 'Make a reset code for Ana Díaz' }));
    await press(screen.getByRole('button', { name: 'Make the code' }));
    await press(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('KM7P-3QXR');
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe('Code copied.');
  });

  it('says plainly when the 5 codes of the day are used up, and makes nothing to show', async () => {
    await studentList(() => json(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } }));
    await press(screen.getByRole('button', { name: 'Make a reset code for Ana Díaz' }));
    await press(screen.getByRole('button', { name: 'Make the code' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a reset code for Ana Díaz?' });
    expect(within(dialog).getByRole('alert').textContent).toBe('You have made 5 reset codes today, the most allowed. Try again tomorrow, or ask an administrator to make one.');
    expect(within(dialog).queryByText('KM7P-3QXR')).toBeNull();
  });

  it('in Spanish: the code and the refusal for a staff account', async () => {
    let answer = () => json(403, { error: { code: 'FORBIDDEN', message: 'Las cuentas del personal no pueden recibir un código.' } });
    await studentList(() => answer(), 'es');
    await press(screen.getByRole('button', { name: 'Crear un código para que Ana Díaz cambie su contraseña' }));
    await press(screen.getByRole('button', { name: 'Crear el código' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Ana Díaz tiene una cuenta del personal. Las cuentas del personal no pueden recibir un código; restablecen su contraseña por correo electrónico.',
    );
    answer = made;
    await press(screen.getByRole('button', { name: 'Crear el código' }));
    const dialog = screen.getByRole('dialog', { name: 'Código de Ana Díaz para cambiar la contraseña' });
    expect(dialog.textContent).toContain('Anote este código y déselo a Ana Díaz. Funciona una vez, durante 24 horas.');
    expect(within(dialog).getByText('KM7P-3QXR')).toBeTruthy();
    expect(within(dialog).getByText('Nombre de usuario: ana.d')).toBeTruthy();
  });
});

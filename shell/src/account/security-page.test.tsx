import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from '@reentry/contracts/account-security';
import { learner, renderPage, type FakeRoutes } from './account-test-harness';
import { SecurityPage } from './security-page';

const sessions: AccountSession[] = [
  { id: 'here', current: true, createdAt: '2026-01-05T10:00:00Z', lastSeenAt: '2026-01-05T11:00:00Z', device: 'Laptop Browser', remembered: false },
  { id: 'there', current: false, createdAt: '2026-01-04T10:00:00Z', lastSeenAt: '2026-01-04T12:00:00Z', device: 'Library Computer', remembered: true },
];
const off = { enabled: false, required: false, recoveryCodesLeft: 0 };
const base: FakeRoutes = { 'GET /api/auth/sessions': { body: sessions }, 'GET /api/auth/two-factor': { body: off } };

describe('account security page', () => {
  it('asks a visitor to log in', async () => {
    renderPage(<SecurityPage />, { path: '/account/security', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account security' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('lists the sessions and ends another one', async () => {
    const { calls } = renderPage(<SecurityPage />, { path: '/account/security', user: learner, routes: { ...base, 'POST /api/auth/sessions/end': { status: 204 } } });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('This device');
    expect(items[1]!.textContent).toContain('Library Computer');
    expect(items[1]!.textContent).toContain('Kept signed in');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Sign out this device' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/auth/sessions/end')?.body).toEqual({ id: 'there' }));
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
  });

  it('changes the password, and marks the field the API names', async () => {
    let attempt = 0;
    const { toasts } = renderPage(<SecurityPage />, {
      path: '/account/security',
      user: learner,
      routes: {
        ...base,
        'POST /api/auth/change-password': () =>
          (attempt += 1) === 1
            ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Wrong.', fields: { currentPassword: 'Your current password is not right. Please try again.' } } } }
            : { body: { message: 'Your password has been changed. You are signed out everywhere else.' } },
      },
    });
    const current = await screen.findByLabelText('Current password');
    await userEvent.type(current, 'old-one');
    await userEvent.type(screen.getByLabelText('New password'), 'green river morning');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'green river morning');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right. Please try again.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Password changed'));
  });

  it('sets up two-step sign-in: password, QR code and key, a code, then the recovery codes once', async () => {
    const { calls } = renderPage(<SecurityPage />, {
      path: '/account/security',
      user: { ...learner, isAdmin: true },
      routes: {
        ...base,
        'GET /api/auth/two-factor': { body: { enabled: false, required: true, recoveryCodesLeft: 0 } },
        'POST /api/auth/two-factor/setup': { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } },
        'POST /api/auth/two-factor/enable': { body: { recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] } },
      },
    });
    expect(await screen.findByText('You are an admin. Please set up two-step sign-in before you use the admin pages.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    const section = screen.getByRole('region', { name: 'Two-step sign-in' });
    await userEvent.type(within(section).getByLabelText('Current password'), 'right-password');
    await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code to add this site to your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await userEvent.type(within(section).getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeTruthy();
    expect(screen.getByText('abcde-fghjk')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/two-factor/enable')?.body).toEqual({ code: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(screen.queryByText('abcde-fghjk')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from '@reentry/contracts/account-security';
import { learner, renderPage, type FakeRoutes } from './account-test-harness';
import { changePasswordAction } from './change-password.action';
import { SecurityPage } from './security-page';

const sessions: AccountSession[] = [
  { id: 'here', current: true, createdAt: '2026-01-05T10:00:00Z', lastSeenAt: '2026-01-05T11:00:00Z', browser: 'Firefox', system: 'Windows', remembered: false },
  { id: 'there', current: false, createdAt: '2026-01-04T10:00:00Z', lastSeenAt: '2026-01-04T12:00:00Z', browser: 'Chrome', system: 'Android', remembered: true },
  { id: 'old', current: false, createdAt: '2026-01-03T10:00:00Z', lastSeenAt: '2026-01-03T12:00:00Z', browser: null, system: null, remembered: false },
];
const off = { enabled: false, required: false, recoveryCodesLeft: 0 };
const base: FakeRoutes = {
  'GET /api/auth/sessions': { body: sessions },
  'GET /api/auth/two-factor': { body: off },
  'GET /api/site-config': { body: { timeZone: 'America/New_York' } },
};

describe('account security page', () => {
  it('asks a visitor to log in', async () => {
    renderPage(<SecurityPage />, { path: '/account/security', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account security' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('lists the sessions and ends another one', async () => {
    const { calls, toasts } = renderPage(<SecurityPage />, { path: '/account/security', user: learner, routes: { ...base, 'POST /api/auth/sessions/end': { status: 204 } } });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('This device');
    expect(items[0]!.textContent).toContain('Firefox on Windows');
    expect(items[1]!.textContent).toContain('Chrome on Android');
    expect(items[2]!.textContent).toContain('Unknown device');
    // The site's one rule for times: the organisation's zone, named (as on the dashboard).
    expect(items[0]!.textContent).toContain('Signed in: Jan 5, 2026, 5:00 AM EST');
    expect(items[0]!.textContent).toContain('Last active: Jan 5, 2026, 6:00 AM EST');
    expect(items[1]!.textContent).toContain('Kept signed in');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Sign out this device' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/auth/sessions/end')?.body).toEqual({ id: 'there' }));
    // The list is asked for again once the API has answered; nothing says it failed.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/auth/sessions').length).toBeGreaterThan(1));
    expect(toasts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
  });

  it('changes the password, and marks the field the API names', async () => {
    let attempt = 0;
    const { router } = renderPage(<SecurityPage />, {
      path: '/account/security',
      user: learner,
      action: changePasswordAction,
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
    await waitFor(() => expect(document.activeElement).toBe(current));
    // The browser keeps what was typed in its own fields (the server's answer to a post without script never sends a password back).
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.search).toBe('?done=password-changed'));
    expect((await screen.findByRole('status')).textContent).toBe('Password changedYour password has been changed. You are signed out everywhere else.');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('sets up two-step sign-in: password, QR code and key, a code, then the recovery codes once, with the status on', async () => {
    let enabled = false;
    const { calls } = renderPage(<SecurityPage />, {
      path: '/account/security',
      user: { ...learner, isAdmin: true },
      routes: {
        ...base,
        'GET /api/auth/two-factor': () => ({ body: { enabled, required: true, recoveryCodesLeft: enabled ? 2 : 0 } }),
        'POST /api/auth/two-factor/setup': { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } },
        'POST /api/auth/two-factor/enable': () => {
          enabled = true;
          return { body: { recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] } };
        },
      },
    });
    expect(await screen.findByText('Your role needs two-step sign-in. Please set it up before you use the admin pages.')).toBeTruthy();
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
    // While the codes show, the status says what the toast said: on.
    expect(await within(section).findByText('Two-step sign-in is on. Recovery codes left: 2.')).toBeTruthy();
    expect(within(section).queryByText(/Two-step sign-in is off/)).toBeNull();
    expect(calls.find((call) => call.path === '/api/auth/two-factor/enable')?.body).toEqual({ code: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(screen.queryByText('abcde-fghjk')).toBeNull();
  });

  describe('the recovery codes', () => {
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    async function showCodes() {
      const rendered = renderPage(<SecurityPage />, {
        path: '/account/security',
        user: learner,
        routes: {
          ...base,
          'GET /api/auth/two-factor': { body: { enabled: true, required: false, recoveryCodesLeft: 10 } },
          'POST /api/auth/two-factor/recovery-codes': { body: { recoveryCodes: codes } },
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
      const section = screen.getByRole('region', { name: 'Two-step sign-in' });
      await userEvent.type(within(section).getByLabelText('Current password'), 'right-password');
      await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { name: 'Your recovery codes' });
      return rendered;
    }
    afterEach(() => jest.restoreAllMocks());

    it('copies them inside the press itself (no wait before the clipboard call), then says so', async () => {
      const { toasts } = await showCodes();
      const writeText = jest.fn((_text: string) => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
      // Checked right after the click event, before any promise could run: WebKit allows nothing later.
      expect(writeText).toHaveBeenCalledTimes(1);
      expect(writeText.mock.calls[0]![0]).toContain('abcde-fghjk\nmnpqr-stuvw');
      await waitFor(() => expect(toasts.at(-1)?.title).toBe('Codes copied'));
    });

    it('says so when the clipboard refuses', async () => {
      const { toasts } = await showCodes();
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('NotAllowedError')) }, configurable: true });
      fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
      await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Could not copy', variant: 'destructive' }));
    });

    it('downloads them as a text file, started inside the press', async () => {
      await showCodes();
      const blobs: Blob[] = [];
      URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:codes'));
      URL.revokeObjectURL = jest.fn();
      const clicked: HTMLAnchorElement[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      fireEvent.click(screen.getByRole('button', { name: 'Download as a file' }));
      expect(clicked).toHaveLength(1);
      expect(clicked[0]!.download).toBe('recovery-codes.txt');
      expect(clicked[0]!.href).toBe('blob:codes');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader(); // jsdom's Blob has no text()
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      expect(text).toContain('abcde-fghjk\nmnpqr-stuvw');
      expect(text).toContain('Each code works once.');
    });

    it('prints only the codes', async () => {
      await showCodes();
      let printing: string | null = null;
      window.print = jest.fn(() => {
        printing = document.documentElement.className;
      });
      fireEvent.click(screen.getByRole('button', { name: 'Print codes' }));
      expect(window.print).toHaveBeenCalledTimes(1);
      expect(printing).toContain('printing-one-part');
      expect(screen.getByRole('heading', { name: 'Your recovery codes' }).closest('[data-print-only]')).not.toBeNull();
      window.dispatchEvent(new Event('afterprint'));
      expect(document.documentElement.className).not.toContain('printing-one-part');
    });
  });
});

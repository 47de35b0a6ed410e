import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './account-test-harness';
import { resetPasswordAction } from './reset-password.action';
import { ResetPasswordPage } from './reset-password-page';
import { serverHtml } from './server-html-test-harness';

const done = { 'POST /api/auth/reset-password': { body: { message: 'Your password has been changed.' } } };

async function submitNewPassword() {
  await userEvent.type(await screen.findByLabelText('New password'), 'green river morning');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'green river morning');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it('reads token and email from the link fragment (the mailed link)', async () => {
    const { calls } = renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password#token=tok123&email=ana%40example.org', routes: done });
    await submitNewPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Password reset!' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'tok123',
      email: 'ana@example.org',
      password: 'green river morning',
    });
  });

  it("still accepts the spec's query parameters", async () => {
    const { calls } = renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password?token=q-tok&email=bo%40example.org', routes: done });
    await submitNewPassword();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/reset-password')).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toMatchObject({ token: 'q-tok', email: 'bo@example.org' });
  });

  it('shows the invalid-link view when a part is missing', async () => {
    renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password#email=ana%40example.org' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Link Invalid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('ends at ?done=reset (Post/Redirect/Get), where a status says the password changed', async () => {
    const { router } = renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password?token=q-tok&email=bo%40example.org', routes: done });
    await submitNewPassword();
    await waitFor(() => expect(router.state.location.search).toBe('?done=reset'));
    expect((await screen.findByRole('status')).textContent).toBe('Password reset!');
  });

  it('refuses two different passwords on the server too (no script), keeping the link and never the password', async () => {
    const action = resetPasswordAction({ api: { post: async () => ({}) }, queryClient: undefined, getLocale: () => 'en' } as never);
    const body = new URLSearchParams({ token: 'q-tok', email: 'bo@example.org', password: 'green river morning', confirmPassword: 'green river evening' });
    const answer = (await action({ request: new Request('http://site/reset-password', { method: 'POST', body }), params: {}, context: {} } as never)) as { data: { values: Record<string, string>; errors: Record<string, string> }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ confirmPassword: 'contracts.auth.passwordsDoNotMatch' });
    expect(answer.data.values).toEqual({ token: 'q-tok', email: 'bo@example.org' });
  });

  it('shows the API refusing a used link in the form, with the way to a new link', async () => {
    const used = { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid or expired password reset link' } } };
    renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password?token=q-tok&email=bo%40example.org', routes: { 'POST /api/auth/reset-password': used } });
    await submitNewPassword();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid or expired password reset link');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("says the API's word about the link's hidden token for the whole form, not at a field no one sees", async () => {
    const used = { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { token: 'Invalid or expired password reset link' } } } };
    renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password?token=q-tok&email=bo%40example.org', routes: { 'POST /api/auth/reset-password': used } });
    await submitNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Password reset failedInvalid or expired password reset link');
    expect(screen.queryByText('Please fix the field marked below.')).toBeNull();
  });

  it('renders the form in the server HTML for a link with query parameters (readable without script)', async () => {
    const html = await serverHtml(ResetPasswordPage, '/reset-password?token=t&email=a%40example.org');
    expect(html).toMatch(/<form[^>]*action="\/reset-password" method="post"/);
    expect(html).toContain('name="token" value="t"');
    expect(html).toContain('name="email" value="a@example.org"');
  });

  it('renders a neutral state before the link is read (as the server does: it never sees a fragment)', async () => {
    const html = await serverHtml(ResetPasswordPage, '/reset-password');
    expect(html).toContain('Make a new password');
    expect(html).not.toContain('Reset Link Invalid');
    expect(html).not.toContain('<form');
    // Without script the fragment is never read: the page says so rather than staying empty.
    expect(html).toContain('This link opens only with JavaScript');
  });
});

describe('reset with a code from the instructor (/reset-password?with=code)', () => {
  const changed = { body: { message: 'Your password has been changed. Please log in with your new password.' } };

  async function resetWithCode(code: string) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Use a code from your instructor' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Username/), 'rosa.m');
    await userEvent.type(screen.getByLabelText(/^Code from your instructor/), code);
    await userEvent.type(screen.getByLabelText(/^New password/), 'green river morning');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'green river morning');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('sends the username, the code and the new password, then says to log in again', async () => {
    const { calls } = renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password?with=code', routes: { 'POST /api/auth/reset-password/code': changed } });
    await resetWithCode('km7p 3qxr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password reset!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Password reset!');
    expect(calls.find((call) => call.path === '/api/auth/reset-password/code')?.body).toEqual({ username: 'rosa.m', code: 'km7p 3qxr', password: 'green river morning' });
    expect(screen.getByRole('link', { name: /log in/i }).getAttribute('href')).toBe('/login');
  });

  it('says what is wrong with a code that cannot be one, without asking the server', async () => {
    const { calls } = renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password?with=code', routes: { 'POST /api/auth/reset-password/code': changed } });
    await resetWithCode('ABC');
    expect(await screen.findByText('Check the reset code. It has 8 letters and numbers, like ABCD-EFGH.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/reset-password/code')).toBe(false);
  });

  it("shows the server's answer for a wrong, used or expired code and stays on the form", async () => {
    const wrong = { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'This username and reset code do not work together. Check both, or ask your instructor for a new code.' } } };
    renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password?with=code', routes: { 'POST /api/auth/reset-password/code': wrong } });
    await resetWithCode('KM7P-3QXR');
    expect(await screen.findByText('This username and reset code do not work together. Check both, or ask your instructor for a new code.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Use a code from your instructor' })).toBeTruthy();
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('rosa.m');
  });

  it('is offered from the invalid-link view', async () => {
    renderPage(<ResetPasswordPage />, { action: resetPasswordAction, path: '/reset-password', url: '/reset-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Link Invalid' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'I have a code from my instructor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Use a code from your instructor' })).toBeTruthy();
  });
});

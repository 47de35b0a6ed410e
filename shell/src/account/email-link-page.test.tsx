import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './account-test-harness';
import { emailLinkAction } from './email-link.action';
import { ConfirmEmailPage } from './email-link-page';
import { serverHtml } from './server-html-test-harness';

const confirmAction = (services: Parameters<typeof emailLinkAction>[0]) => emailLinkAction(services, 'confirm', '/account/email');

describe('email link pages', () => {
  it('posts the token from the fragment when pressed, then says what happened at ?done=done', async () => {
    const { calls, router } = renderPage(<ConfirmEmailPage />, {
      path: '/account/email',
      url: '/account/email#token=tok-1',
      action: confirmAction,
      routes: { 'POST /api/account/email/confirm': { body: { message: 'Your email address is changed. We told your old address.' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use this email address' }));
    await waitFor(() => expect(router.state.location.search).toBe('?done=done'));
    expect((await screen.findByRole('status')).textContent).toBe('Your email address is changed. We told your old address.');
    expect(calls.find((call) => call.path === '/api/account/email/confirm')?.body).toEqual({ token: 'tok-1' });
  });

  it("says a used link's refusal for the whole form (the token is a hidden field)", async () => {
    const used = { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { token: 'This link has expired or was used.' } } } };
    renderPage(<ConfirmEmailPage />, { path: '/account/email', url: '/account/email?token=tok-2', action: confirmAction, routes: { 'POST /api/account/email/confirm': used } });
    await userEvent.click(await screen.findByRole('button', { name: 'Use this email address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link did not workThis link has expired or was used.');
  });

  it('is a real form in the server HTML when the token is a query parameter (works without script)', async () => {
    const html = await serverHtml(ConfirmEmailPage, '/account/email?token=tok-3');
    expect(html).toMatch(/<form[^>]*action="\/account\/email" method="post"/);
    expect(html).toContain('name="token" value="tok-3"');
  });
});

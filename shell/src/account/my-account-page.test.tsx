import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountProfile } from '@reentry/contracts/account';
import { learner, renderPage } from './account-test-harness';
import { deleteAccountAction } from './delete-account.action';
import { DeleteAccountPage } from './delete-account-page';
import { myAccountAction } from './my-account.action';
import { MyAccountPage } from './my-account-page';

const profile: AccountProfile = { username: 'maria', name: 'Maria', email: 'maria@example.org', locale: 'en', emailVerified: true, pendingEmail: null, twoFactor: false };
const reads = { 'GET /api/account': { body: profile }, 'GET /api/account/class': { body: { class: null } } };

const section = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;

describe('my account page: three forms, one route action, each answered by its own intent', () => {
  it('saves the name (Post/Redirect/Get), says so in the name form only, and shows the saved name', async () => {
    const { calls, router } = renderPage(<MyAccountPage />, {
      path: '/account',
      user: learner,
      action: myAccountAction,
      routes: { ...reads, 'PATCH /api/account': (body) => ({ body: { ...profile, ...(body as object) } }) },
    });
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?done=name-saved'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Maria Lopez' });
    expect((await within(section('Change your name')).findByRole('status')).textContent).toBe('Your name is savedYour new name shows on this page and in the menu.');
    expect(within(section('Change your email')).queryByRole('status')).toBeNull();
    await waitFor(() => expect(document.querySelector('.account-facts dd')?.textContent).toBe('Maria Lopez'));
  });

  it("shows the API's refusal of a wrong password in the email form alone, keeping the address typed", async () => {
    const wrong = { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { currentPassword: 'That is not your password.' } } } };
    renderPage(<MyAccountPage />, { path: '/account', user: learner, action: myAccountAction, routes: { ...reads, 'PATCH /api/account': wrong } });
    await userEvent.type(await screen.findByLabelText(/^New email address/), 'new@example.org');
    await userEvent.type(screen.getByLabelText(/^Your password/), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('That is not your password.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(section('Change your email')).getByRole('alert').textContent).toBe('Please fix the field marked below.');
    expect((screen.getByLabelText(/^New email address/) as HTMLInputElement).value).toBe('new@example.org');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Your password/)));
    // The name form is as it was.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Maria');
  });

  it('saves the language and carries it in the address the page comes back at (?lang=, which the server keeps)', async () => {
    const { calls, router } = renderPage(<MyAccountPage />, {
      path: '/account',
      user: learner,
      action: myAccountAction,
      routes: { ...reads, 'PATCH /api/account': (body) => ({ body: { ...profile, ...(body as object) } }) },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Spanish (Español)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('done')).toBe('language-saved'));
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('es');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ locale: 'es' });
  });

  it('sends the confirmation link again as a real form of its own, and says so there', async () => {
    const unverified = { ...reads, 'GET /api/account': { body: { ...profile, emailVerified: false } } };
    const { calls, router } = renderPage(<MyAccountPage />, { path: '/account', user: learner, action: myAccountAction, routes: { ...unverified, 'POST /api/account/email/verify-link': { body: { message: 'sent' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation link again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?done=verify-link-sent'));
    await waitFor(() => expect(screen.getAllByRole('status').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Check your emailWe sent a new link to your email address. Open it to confirm the address.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/account/email/verify-link']);
  });

  it('answers a post no form of the page makes with a 400, changing nothing', async () => {
    const patched: unknown[] = [];
    const action = myAccountAction({ api: { patch: async (...args: unknown[]) => patched.push(args) }, queryClient: undefined, getLocale: () => 'en' } as never);
    const request = new Request('http://site/account', { method: 'POST', body: new URLSearchParams({ intent: '__proto__', name: 'X' }) });
    const answer = (await action({ request, params: {}, context: {} } as never)) as { init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(patched).toEqual([]);
  });
});

describe('delete account page', () => {
  it('refuses a wrong password with focus on it, then deletes with the right one and says so at ?done=deleted', async () => {
    let attempts = 0;
    const { calls, router } = renderPage(<DeleteAccountPage />, {
      path: '/account/delete',
      user: learner,
      action: deleteAccountAction,
      routes: {
        ...reads,
        'POST /api/account/delete': () => (attempts++ === 0 ? { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { password: 'That is not your password.' } } } } : { body: { message: 'Your account is deleted.' } }),
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Your password/), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('That is not your password.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Your password/)));
    await userEvent.clear(screen.getByLabelText(/^Your password/));
    await userEvent.type(screen.getByLabelText(/^Your password/), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(router.state.location.search).toBe('?done=deleted'));
    expect((await screen.findByRole('status')).textContent).toBe('Account deletedYour account and what it held are erased, and you are logged out.');
    expect(calls.filter((call) => call.path === '/api/account/delete').map((call) => call.body)).toEqual([{ password: 'not-it' }, { password: 'right-one' }]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@reentry/contracts/user';
import { learner, renderPage } from '../account/account-test-harness';
import { claimAction } from './claim.action';
import { ClaimPage } from './claim-page';

const page = (user: User | null, routes = {}) => renderPage(<ClaimPage />, { path: '/claim', user, routes, action: claimAction });
const codeBox = () => screen.findByRole('textbox', { name: /Code from your card/ });

describe('/claim: class work into the visitor’s own account', () => {
  it('signed out: the two steps, and log in or make an account that both come back here', async () => {
    page(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Two steps' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?returnTo=%2Fclaim');
    expect(screen.getByRole('link', { name: 'Make an account' }).getAttribute('href')).toBe('/signup?returnTo=%2Fclaim');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('signed in: sends the code as typed (trimmed) in the body, then says the work is in the account', async () => {
    const { calls, router } = page(learner, { 'POST /api/claim': { body: { claimedAt: '2026-12-07T10:00:00.000Z', modules: [1, 2], sheets: 2 } } });
    await userEvent.type(await codeBox(), '  abcd-efgh-jkmn ');
    await userEvent.click(screen.getByRole('button', { name: 'Add my class work' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your class work is in your account');
    expect(router.state.location.search).toBe('?done=claimed');
    const sent = calls.find((call) => call.path === '/api/claim')!;
    expect(sent.body).toEqual({ code: 'abcd-efgh-jkmn' });
    expect(sent.headers['Idempotency-Key']).toMatch(/^form-/);
    expect(screen.getByRole('link', { name: 'See my modules' }).getAttribute('href')).toBe('/modules');
  });

  it('a code that does not work: the API’s words, and the code stays to fix', async () => {
    const wrong = { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'That code does not work.', fields: { code: 'That code does not work. Check it, or ask your instructor for a new card.' } } } };
    page(learner, { 'POST /api/claim': wrong });
    await userEvent.type(await codeBox(), 'WRONG-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Add my class work' }));
    expect(await screen.findByText('That code does not work. Check it, or ask your instructor for a new card.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Code from your card/ }) as HTMLInputElement).value).toBe('WRONG-CODE'));
  });

  it('an empty code is not sent', async () => {
    const { calls } = page(learner);
    await userEvent.click(await screen.findByRole('button', { name: 'Add my class work' }));
    expect(await screen.findByText('Type the code from your card.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/claim')).toBe(false);
  });

  it('staff are told the work goes into a learner’s own account, with no form', async () => {
    page({ ...learner, isInstructor: true });
    expect(await screen.findByText(/You are signed in as staff/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

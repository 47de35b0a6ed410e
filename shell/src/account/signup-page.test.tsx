import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import type { ReactElement } from 'react';
import { learner, renderPage as renderAnyPage } from './account-test-harness';
import { signupAction } from './signup-action';
import { SignupPage } from './signup-page';

/** The sign-up page with its route action (signup-action.ts), as the router runs it once the page's code is there. */
const renderPage = (element: ReactElement, options: Parameters<typeof renderAnyPage>[1]) => renderAnyPage(element, { ...options, action: signupAction });
const formReady = () => screen.findByRole('button', { name: 'Sign Up' });

// Filled with change events (typing each key is slow on a busy test machine); submit is a real click.
function fillAccount() {
  const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
  fill(screen.getByRole('textbox', { name: 'Username' }), 'maria');
  fill(screen.getByRole('textbox', { name: 'Name' }), 'Maria Lopez');
  fill(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.org');
  fill(screen.getByLabelText('Password'), 'sunny-garden-42');
  fill(screen.getByLabelText('Confirm password'), 'sunny-garden-42');
}

const classCodeBox = () => screen.getByRole('textbox', { name: 'Class code (optional)' }) as HTMLInputElement;

jest.setTimeout(20_000);

// jsdom has no `crypto.subtle` (a browser has it on https and localhost): Node's, for the form's content key.
beforeAll(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }));

describe('sign-up page: class code', () => {
  it("fills in the class code from the teacher's link and sends it", async () => {
    const { calls, router } = renderPage(<SignupPage />, { path: '/signup', url: '/signup?class=KM7P-3QXR', routes: { 'POST /api/auth/register': { status: 201, body: learner } } });
    await formReady();
    expect(classCodeBox().value).toBe('KM7P-3QXR');
    expect(classCodeBox().getAttribute('aria-required')).toBeNull();
    expect(screen.getByText('All fields are required, except the class code.')).toBeTruthy();
    expect(screen.getByText('If your teacher gave you a code, type it here. It puts you in their class.')).toBeTruthy();
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toEqual({
      username: 'maria', name: 'Maria Lopez', email: 'maria@example.org', password: 'sunny-garden-42', classCode: 'KM7P-3QXR',
    });
  });

  it('is empty and left out of the request without a link; a learner can type the code from the board', async () => {
    const { calls, router } = renderPage(<SignupPage />, { path: '/signup', routes: { 'POST /api/auth/register': { status: 201, body: learner } } });
    await formReady();
    expect(classCodeBox().value).toBe('');
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).not.toHaveProperty('classCode');
  });

  it('says what is wrong with a code that cannot be one, before sending', async () => {
    const { calls } = renderPage(<SignupPage />, { path: '/signup' });
    await formReady();
    fillAccount();
    fireEvent.change(classCodeBox(), { target: { value: 'O0I1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Check the class code. It has 8 letters and numbers, like KM7P-3QXR.')).toBeTruthy();
    expect(classCodeBox().getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/api/auth/register')).toBe(false);
  });

  it("shows the server's answer about the code on the field (a full class)", async () => {
    const full = 'This class code is full. Ask your teacher for a new one, or leave the box empty.';
    renderPage(<SignupPage />, {
      path: '/signup',
      url: '/signup?class=KM7P-3QXR',
      routes: { 'POST /api/auth/register': { status: 409, body: { error: { code: 'CONFLICT', message: full, fields: { classCode: full } } } } },
    });
    await formReady();
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(classCodeBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(full).length).toBeGreaterThan(0);
    // The username is fine: the conflict is about the code, not a taken name.
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBeNull();
  });
});

describe('sign-up page: one account per attempt', () => {
  const registerCalls = (calls: { path: string; headers: Record<string, string> }[]) => calls.filter((call) => call.path === '/api/auth/register');

  it('sends an Idempotency-Key from the form, and the same key when Sign Up is pressed again after a network error', async () => {
    let tries = 0;
    const { calls, router, toasts } = renderPage(<SignupPage />, {
      path: '/signup',
      routes: {
        'POST /api/auth/register': () => {
          tries += 1;
          // The first answer is lost (the account may well have been made): the browser sees a network error.
          if (tries === 1) throw new TypeError('Failed to fetch');
          return { status: 201, body: learner };
        },
      },
    });
    await formReady();
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(toasts.some((toast) => toast.variant === 'destructive')).toBe(true));
    expect(router.state.location.pathname).toBe('/signup');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const [first, retry] = registerCalls(calls);
    // Made from what was sent but the password (the frame's contentKey): the server's action for a post without script makes the same.
    expect(first!.headers['Idempotency-Key']).toMatch(/^form-[0-9a-f]{64}$/);
    expect(retry!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('sends a new key once a value was changed (another name after "That username is taken")', async () => {
    const taken = 'That username is taken. Please choose another.';
    const { calls } = renderPage(<SignupPage />, {
      path: '/signup',
      routes: { 'POST /api/auth/register': { status: 409, body: { error: { code: 'CONFLICT', message: taken } } } },
    });
    await formReady();
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'maria.lopez' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(registerCalls(calls)).toHaveLength(2));

    const [first, second] = registerCalls(calls).map((call) => call.headers['Idempotency-Key']);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });
});

describe('sign-up page: what it says before Send', () => {
  it('says the whole password rule under the field: length, common passwords, not the username or email', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    await formReady();
    const password = screen.getByLabelText('Password');
    const hint = document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toMatch(/At least 6 characters/);
    expect(hint.textContent).toMatch(/common password/);
    expect(hint.textContent).toMatch(/username or email/);
  });

  it('shows a taken username on a phone only in the form, with no toast over the Sign Up button', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    const { toasts } = renderPage(<SignupPage />, {
      path: '/signup',
      routes: { 'POST /api/auth/register': { status: 409, body: { error: { code: 'CONFLICT', message: 'That username is taken.' } } } },
    });
    await formReady();
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('That username is taken.')).toBeTruthy();
    expect(toasts).toEqual([]);
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner, renderPage } from './account-test-harness';
import { SignupPage } from './signup-page';

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

describe('sign-up page: class code', () => {
  it("fills in the class code from the teacher's link and sends it", async () => {
    const { calls, router } = renderPage(<SignupPage />, { path: '/signup', url: '/signup?class=KM7P-3QXR', routes: { 'POST /api/auth/register': { status: 201, body: learner } } });
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
    expect(classCodeBox().value).toBe('');
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).not.toHaveProperty('classCode');
  });

  it('says what is wrong with a code that cannot be one, before sending', async () => {
    const { calls } = renderPage(<SignupPage />, { path: '/signup' });
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
    fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(classCodeBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(full).length).toBeGreaterThan(0);
    // The username is fine: the conflict is about the code, not a taken name.
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner, renderPage } from './account-test-harness';
import { MyClassSection } from './my-class-section';

const inClass = { body: { class: { instructorName: 'Ms. Lee', contactLine: '<b>Ask</b> Ms. Lee at the Tuesday class' } } };

describe('My class', () => {
  it('says whose class it is and shows the contact line as plain text', async () => {
    renderPage(<MyClassSection />, { user: learner, routes: { 'GET /api/account/class': inClass } });
    const section = await screen.findByRole('region', { name: 'My class' });
    expect(await within(section).findByText('You are in Ms. Lee’s class.')).toBeTruthy();
    expect(section.textContent).toContain('How to reach your teacher: <b>Ask</b> Ms. Lee at the Tuesday class');
    expect(section.querySelector('b')).toBeNull();
  });

  it('asks before leaving; staying sends nothing and gives focus back to the button', async () => {
    const { calls } = renderPage(<MyClassSection />, { user: learner, routes: { 'GET /api/account/class': inClass } });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave this class' }));
    const question = screen.getByRole('group', { name: 'Leave this class' });
    expect(document.activeElement).toBe(question);
    await userEvent.click(within(question).getByRole('button', { name: 'Stay in the class' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave this class' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('leaves the class once confirmed, says so, and then shows no class', async () => {
    let left = false;
    const { calls, toasts } = renderPage(<MyClassSection />, {
      user: learner,
      routes: {
        'GET /api/account/class': () => (left ? { body: { class: null } } : inClass),
        // 200 with no body: the harness cannot build a 204 Response (undici refuses one).
        'POST /api/account/class/leave': () => ((left = true), { status: 200 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave this class' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave the class' }));
    expect(await screen.findByText(/You are not in a class/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/account/class/leave']);
    expect(toasts.map((toast) => toast.title)).toEqual(['You left the class']);
  });

  it('says so when leaving did not work, and stays in the class', async () => {
    const { toasts } = renderPage(<MyClassSection />, {
      user: learner,
      routes: { 'GET /api/account/class': inClass, 'POST /api/account/class/leave': { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave this class' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave the class' }));
    await waitFor(() => expect(toasts.map((toast) => toast.title)).toEqual(['You are still in the class']));
    expect(screen.getByText('You are in Ms. Lee’s class.')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner, renderPage } from './account-test-harness';
import { myAccountAction } from './my-account.action';
import { MyClassSection } from './my-class-section';

const inClass = { body: { class: { instructorName: 'Ms. Lee', contactLine: '<b>Ask</b> Ms. Lee at the Tuesday class' } } };
const onAccount = { path: '/account', user: learner, action: myAccountAction } as const;

describe('My class', () => {
  it('says whose class it is and shows the contact line as plain text', async () => {
    renderPage(<MyClassSection />, { user: learner, routes: { 'GET /api/account/class': inClass } });
    const section = await screen.findByRole('region', { name: 'My class' });
    expect(await within(section).findByText('You are in Ms. Lee’s class.')).toBeTruthy();
    expect(section.textContent).toContain('How to reach your teacher: <b>Ask</b> Ms. Lee at the Tuesday class');
    expect(section.querySelector('b')).toBeNull();
  });

  it('asks before leaving (a link to the question, which takes focus); staying is a link back and sends nothing', async () => {
    const { calls, router } = renderPage(<MyClassSection />, { ...onAccount, routes: { 'GET /api/account/class': inClass } });
    await userEvent.click(await screen.findByRole('link', { name: 'Leave this class' }));
    await waitFor(() => expect(router.state.location.search).toBe('?leave-class'));
    const question = screen.getByRole('group', { name: 'Leave this class' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    await userEvent.click(within(question).getByRole('link', { name: 'Stay in the class' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: 'Leave this class' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('leaves the class once confirmed (a form the route action answers), says so with focus, and then shows no class', async () => {
    let left = false;
    const { calls, router } = renderPage(<MyClassSection />, {
      ...onAccount,
      url: '/account?leave-class',
      routes: {
        'GET /api/account/class': () => (left ? { body: { class: null } } : inClass),
        // 200 with no body: the harness cannot build a 204 Response (undici refuses one).
        'POST /api/account/class/leave': () => ((left = true), { status: 200 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, leave the class' }));
    await waitFor(() => expect(router.state.location.search).toBe('?done=left-class'));
    expect(await screen.findByText(/You are not in a class/)).toBeTruthy();
    const said = await screen.findByRole('status');
    expect(said.textContent).toBe('You left the class');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/account/class/leave']);
  });

  it('says so at the question when leaving did not work, and stays in the class', async () => {
    renderPage(<MyClassSection />, {
      ...onAccount,
      url: '/account?leave-class',
      routes: { 'GET /api/account/class': inClass, 'POST /api/account/class/leave': { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, leave the class' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are still in the class');
    expect(alert.textContent).toContain('Too many attempts.');
    expect(screen.getByText('You are in Ms. Lee’s class.')).toBeTruthy();
  });
});

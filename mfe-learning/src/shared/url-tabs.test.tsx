import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner } from '../test/fake-api';
import { renderRoute } from '../test/render-route';

// Many interactions per test: generous on a busy machine.
jest.setTimeout(30_000);

describe('tabs kept in the URL', () => {
  it('are links to ?tab=…, with one tab stop once the page runs; arrows, Home and End move and show', async () => {
    const { router } = await renderRoute('/resources');
    const finance = await screen.findByRole('tab', { name: 'Finance' });
    expect(finance.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Courage' }).getAttribute('href')).toBe('/resources?tab=courage');
    expect(screen.getByRole('tab', { name: 'Courage' }).getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'Finance' })).toBeTruthy();

    // The shell puts focus on the heading on arrival; one Tab reaches the selected tab, the next one skips the others.
    act(() => screen.getByRole('heading', { level: 1 }).focus());
    await userEvent.tab();
    expect(document.activeElement).toBe(finance);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=courage'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Courage' }));
    expect(await screen.findByRole('tabpanel', { name: 'Courage' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Courage: faith-based support' })).toBeTruthy();

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=programs'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Finance' }));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=programs'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Tab switches replace the history entry rather than piling up.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('skip a disabled tab: a visitor\'s quiz tab says why and cannot be opened', async () => {
    const { router } = await renderRoute('/modules/1');
    const quiz = await screen.findByRole('tab', { name: 'Quiz (Login required)' });
    expect(quiz.getAttribute('aria-disabled')).toBe('true');
    expect(quiz.hasAttribute('href')).toBe(false);
    expect(quiz.getAttribute('aria-describedby')).toBe('learning-login-prompt');
    const content = screen.getByRole('tab', { name: 'Module Content' });
    content.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(content);
    expect(router.state.location.search).toBe('');
  });

  it('open a signed-in learner\'s quiz tab from the keyboard', async () => {
    const { router } = await renderRoute('/modules/6', { user: learner() });
    screen.getByRole('tab', { name: 'Module Content' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quiz'));
    await act(async () => {});
    expect(await screen.findByText('This quiz has 7 questions. To pass, you need 70% or more.')).toBeTruthy();
    expect(screen.getByText('Module progress: 75%')).toBeTruthy();
  });
});

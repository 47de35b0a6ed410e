import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learner } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

// A whole module page renders in a few seconds on a busy shared machine.
jest.setTimeout(30_000);

describe('the end of a lesson', () => {
  it.each([
    ['en', 'Next step: the quiz', 'Take the quiz', 'Quiz'],
    ['es', 'Siguiente paso: el examen', 'Hacer el examen', 'Examen'],
  ] as const)('leads a signed-in learner to the quiz, and focus goes to the Quiz tab (%s)', async (locale, heading, link, tab) => {
    const { router } = await renderRoute('/modules/1', { user: learner(), locale });
    const step = (await screen.findByRole('heading', { name: heading })).closest('section')!;
    const take = within(step).getByRole('link', { name: link });
    expect(take.getAttribute('href')).toBe('/modules/1?tab=quiz');
    await userEvent.click(take);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quiz'));
    const quizTab = await screen.findByRole('tab', { name: tab, selected: true });
    await waitFor(() => expect(document.activeElement).toBe(quizTab));
  });

  it('leads a visitor to a login that comes back to the quiz', async () => {
    await renderRoute('/modules/1');
    const step = (await screen.findByRole('heading', { name: 'Next step: the quiz' })).closest('section')!;
    expect(within(step).getByRole('link', { name: 'Log in and start the quiz' }).getAttribute('href')).toBe('/login?returnTo=/modules/1%3Ftab%3Dquiz');
  });
});

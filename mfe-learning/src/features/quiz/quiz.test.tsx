import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizResult } from '@reentry/contracts/quiz';
import { sessionQueryKey } from '@reentry/platform';
import type { User } from '@reentry/contracts/user';
import { json, learner, type RecordedRequest } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

// Many interactions per test: generous on a busy machine.
jest.setTimeout(30_000);

// A stand-in for the server's grading (the real key stays in the API): b is right for every question.
function grade(request: RecordedRequest): QuizResult {
  const { moduleId, answers } = request.body as { moduleId: number; answers: string[] };
  const results = answers.map((chosen, index) => ({
    questionId: ['what-is-blockchain', 'crypto-insured', 'wrong-address', 'sheriff-text', 'app-money'][index]!,
    chosenAnswer: chosen as 'a',
    correctAnswer: 'b' as const,
    isCorrect: chosen === 'b',
    chosenExplanation: `Why ${chosen} (question ${index + 1})`,
    correctExplanation: `Why b is right (question ${index + 1})`,
  }));
  const correctCount = results.filter((r) => r.isCorrect).length;
  const score = Math.round((correctCount / answers.length) * 100);
  const passed = score >= 70;
  return {
    moduleId,
    score,
    correctCount,
    questionCount: answers.length,
    passPercent: 70,
    passed,
    bestScore: score,
    results,
    progress: { completedModules: passed ? [moduleId] : [], quizScores: { [String(moduleId)]: score } },
  };
}

/** Answers every question: option (a, b, c or d) by its position in the list. */
async function answerAll(choices: number[], { start = true } = {}) {
  if (start) await userEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
  for (const [index, choice] of choices.entries()) {
    expect(await screen.findByRole('heading', { name: `Question ${index + 1} of 5` })).toBeTruthy();
    const last = index === choices.length - 1;
    const button = screen.getByRole('button', { name: last ? 'Submit Quiz' : 'Next Question' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(screen.getByRole('radiogroup')).getAllByRole('radio')[choice]!);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
  }
}

describe('the quiz', () => {
  it('shows the pass mark first, sends the chosen answers, shows the results and unlocks the next module at once', async () => {
    const { requests, toasts, queryClient } = await renderRoute('/modules/1?tab=quiz', {
      user: learner(),
      answers: { 'POST /api/modules/complete': (request) => json(200, grade(request)) },
    });
    expect(screen.getByText('This quiz has 5 questions. To pass, you need 70% or more.')).toBeTruthy();
    expect(screen.getByText('Module progress: 75%')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Next Module/ })).toBeNull();

    await answerAll([1, 1, 1, 1, 0]);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ moduleId: 1, answers: ['b', 'b', 'b', 'b', 'a'] });
    expect(await screen.findByRole('heading', { name: 'Your results' })).toBeTruthy();
    expect(screen.getByText('You scored 80%')).toBeTruthy();
    expect(screen.getByText('4 of 5 answers correct')).toBeTruthy();
    expect(toasts).toEqual([{ title: 'Module completed!', description: 'You scored 80%. Great job!', variant: 'success' }]);
    // The session everyone reads (the home page too) now has the new progress.
    expect(queryClient.getQueryData<User>(sessionQueryKey)?.progress.completedModules).toEqual([1]);
    expect(screen.getByRole('link', { name: /Next Module/ }).getAttribute('href')).toBe('/modules/2');
    expect(screen.getByRole('link', { name: 'Go on to Module 2' })).toBeTruthy();
    expect(screen.getByText('Module progress: 100%')).toBeTruthy();
  });

  it('below the pass mark: what was wrong and why, the right answer, kind words, and Try again starts over', async () => {
    const { requests } = await renderRoute('/modules/1?tab=quiz', { user: learner(), answers: { 'POST /api/modules/complete': (request) => json(200, grade(request)) } });
    await answerAll([0, 0, 1, 2, 3]);
    expect(await screen.findByText('You scored 20%')).toBeTruthy();
    expect(screen.getByText('You need 70% to pass. That is OK: many people need more than one try.')).toBeTruthy();
    expect(screen.getAllByText('Incorrect')).toHaveLength(4);
    expect(screen.getAllByText('Correct')).toHaveLength(1);
    expect(screen.getByText('Why a (question 1)')).toBeTruthy();
    expect(screen.getByText('Why b is right (question 1)')).toBeTruthy();
    expect(screen.queryByText('Why b is right (question 3)')).toBeNull(); // right: one explanation is enough
    expect(screen.getAllByText('Correct answer:')).toHaveLength(4);
    expect(screen.getByText('A shared record of payments that many computers keep', { exact: false })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeTruthy();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    // A new try is a new attempt, even with the same answers: a new Idempotency-Key.
    await answerAll([0, 0, 1, 2, 3], { start: false });
    await screen.findByText('You scored 20%');
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it.each([
    [401, 'Authentication required', 'Please log in to save your progress'],
    [500, 'Error saving progress', 'Please try again later'],
    [0, 'Error saving progress', 'Please try again later'],
  ])('when saving fails (%s) says so, keeps the answers, and sends them again', async (status, title, description) => {
    let fail = true;
    const { toasts, requests } = await renderRoute('/modules/1?tab=quiz', {
      user: learner(),
      answers: {
        'POST /api/modules/complete': async (request) => {
          if (!fail) return json(200, grade(request));
          if (status === 0) throw new TypeError('Failed to fetch');
          return json(status, { error: { code: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL', message: 'No' } });
        },
      },
    });
    await answerAll([1, 1, 1, 1, 1]);
    await waitFor(() => expect(toasts).toEqual([{ title, description, variant: 'destructive' }]));
    expect(screen.getByRole('heading', { name: 'Question 5 of 5' })).toBeTruthy();
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Your answers were not saved yet/)).toBeTruthy();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('You scored 100%')).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([posts[0]!.body, posts[0]!.body]);
    // The same attempt sent again carries the same Idempotency-Key: the server grades it once.
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers['Idempotency-Key']).toBe(posts[0]!.headers['Idempotency-Key']);
  });

  it('lets a learner go back to change an answer', async () => {
    const { requests } = await renderRoute('/modules/1?tab=quiz', { user: learner(), answers: { 'POST /api/modules/complete': (r) => json(200, grade(r)) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await userEvent.click(screen.getAllByRole('radio')[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous Question' }));
    expect((screen.getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.click(screen.getAllByRole('radio')[1]!);
      await userEvent.click(screen.getByRole('button', { name: i === 3 ? 'Submit Quiz' : 'Next Question' }));
    }
    await screen.findByText('You scored 100%');
    expect((requests.find((r) => r.method === 'POST')?.body as { answers: string[] }).answers[0]).toBe('b');
  });

  it('speaks Spanish, with the spec\'s toast in Spanish', async () => {
    const { toasts } = await renderRoute('/modules/1?tab=quiz', { user: learner(), locale: 'es', answers: { 'POST /api/modules/complete': (r) => json(200, grade(r)) } });
    await act(async () => {});
    expect(await screen.findByText('Este examen tiene 5 preguntas. Para aprobar, necesita 70 % o más.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Empezar el examen' }));
    expect(screen.getByRole('radiogroup', { name: '¿Qué es una blockchain?' })).toBeTruthy();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.click(screen.getAllByRole('radio')[1]!);
      await userEvent.click(screen.getByRole('button', { name: i === 4 ? 'Enviar examen' : 'Pregunta siguiente' }));
    }
    await waitFor(() => expect(toasts[0]).toEqual({ title: '¡Módulo terminado!', description: 'Obtuvo 100 %. ¡Buen trabajo!', variant: 'success' }));
  });
});

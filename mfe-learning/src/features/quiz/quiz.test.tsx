import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAttempt } from '@reentry/contracts/my-learning';
import type { QuizResult } from '@reentry/contracts/quiz';
import type { User } from '@reentry/contracts/user';
import { sessionQueryKey } from '@reentry/platform';
import { json, learner, type Answer, type RecordedRequest } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

// Many interactions per test: generous on a busy machine.
jest.setTimeout(30_000);

const QUESTION_IDS = ['what-is-blockchain', 'crypto-insured', 'wrong-address', 'sheriff-text', 'app-money'];

/** A stand-in for the API's grading (the real key stays in the API: b is right for every question), keeping each attempt. */
function gradingApi({ fail }: { fail?: () => number } = {}): Record<string, Answer> {
  const attempts: MyAttempt[] = [];
  return {
    'POST /api/modules/complete': (request: RecordedRequest) => {
      const status = fail?.() ?? 200;
      if (status === 0) throw new TypeError('Failed to fetch');
      if (status !== 200) return json(status, { error: { code: 'INTERNAL', message: 'No' } });
      const { moduleId, answers } = request.body as { moduleId: number; answers: string[] };
      const correctCount = answers.filter((chosen) => chosen === 'b').length;
      const score = Math.round((correctCount / answers.length) * 100);
      const passed = score >= 70;
      const missed = answers.flatMap((chosen, index) => (chosen === 'b' ? [] : [{ questionId: QUESTION_IDS[index]!, text: `Question ${index + 1}?`, chosenAnswer: `Option ${chosen}`, correctAnswer: 'Option b' }]));
      attempts.unshift({ id: attempts.length + 1, moduleId: 1, createdAt: '2026-12-07T10:00:00.000Z', score, passed, correctCount, questionCount: answers.length, missedQuestions: missed, source: 'online' });
      const result: Partial<QuizResult> = { moduleId, score, correctCount, questionCount: answers.length, passPercent: 70, passed, bestScore: score, results: [], progress: { completedModules: passed ? [moduleId] : [], quizScores: { [String(moduleId)]: score } } };
      return json(200, result);
    },
    'GET /api/users/attempts': () => json(200, { attempts }),
  };
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/api/modules/complete');

/** Answers from the question shown: option (a, b, c or d) by its position, then Next Question or Submit Quiz. */
async function answer(choices: number[], first = 1) {
  for (const [offset, choice] of choices.entries()) {
    const number = first + offset;
    expect(await screen.findByRole('heading', { name: `Question ${number} of 5` })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('radiogroup')).getAllByRole('radio')[choice]!);
    await userEvent.click(screen.getByRole('button', { name: number === 5 ? 'Submit Quiz' : 'Next Question' }));
  }
}

async function start() {
  const link = await screen.findByRole('link', { name: 'Start Quiz' });
  expect(link.getAttribute('href')).toMatch(/^\/modules\/1\?tab=quiz&attempt=[0-9a-f]{32}&answers=$/);
  await userEvent.click(link);
}

describe('the quiz, a question at a time', () => {
  it('starts with a link, refuses Next with no answer, sends the answers, shows the graded result and unlocks the next module', async () => {
    const { requests, router, queryClient } = await renderRoute('/modules/1?tab=quiz', { user: learner(), answers: gradingApi() });
    expect(await screen.findByText('This quiz has 5 questions. To pass, you need 70% or more.')).toBeTruthy();
    expect(screen.getByText('Module progress: 75%')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Quiz' }).getAttribute('aria-current')).toBe('page');
    await start();

    await userEvent.click(await screen.findByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('Choose one answer.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('radiogroup')).getAllByRole('radio')[0]));
    expect(router.state.location.search).not.toContain('answers=b');

    await answer([1, 1, 1, 1, 0]);
    // The spec's words for a pass: "Module completed! You scored 80%. Great job!"
    expect(await screen.findByText('You scored 80%. Great job!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Module completed!');
    expect(posts(requests).map((r) => r.body)).toEqual([{ moduleId: 1, answers: ['b', 'b', 'b', 'b', 'a'] }]);
    expect(posts(requests)[0]!.headers['Idempotency-Key']).toMatch(/^form-[0-9a-f]{64}$/);
    expect(router.state.location.search).toBe('?tab=quiz&done=graded');
    expect(screen.getByRole('status').textContent).toContain('4 of 5 answers correct');
    expect(screen.getByText('Question 5?')).toBeTruthy();
    // The session everyone reads (the home page too) now has the new progress.
    expect(queryClient.getQueryData<User>(sessionQueryKey)?.progress.completedModules).toEqual([1]);
    expect(screen.getByRole('link', { name: /Next Module/ }).getAttribute('href')).toBe('/modules/2');
    expect(screen.getByRole('link', { name: 'Go on to Module 2' })).toBeTruthy();
    expect(screen.getByText('Module progress: 100%')).toBeTruthy();
  });

  it('below the pass mark: kind words and the missed questions; Try again is a new attempt with a new key', async () => {
    const { requests } = await renderRoute('/modules/1?tab=quiz', { user: learner(), answers: gradingApi() });
    await start();
    await answer([0, 0, 1, 2, 3]);
    expect(await screen.findByText('You scored 20%')).toBeTruthy();
    expect(screen.getByText('You need 70% to pass. That is OK: many people need more than one try.')).toBeTruthy();
    expect(screen.getByText('Question 1?')).toBeTruthy();
    expect(screen.queryByText('Question 3?')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeTruthy();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await answer([0, 0, 1, 2, 3]);
    await screen.findByText('You scored 20%');
    const keys = posts(requests).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('when saving fails, says so on the last question with the answer kept, and sends the same attempt again', async () => {
    let status = 500;
    const { requests } = await renderRoute('/modules/1?tab=quiz', { user: learner(), answers: gradingApi({ fail: () => status }) });
    await start();
    await answer([1, 1, 1, 1, 1]);
    // The spec's words (Error saving progress - Please try again later), with the answer kept.
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Error saving progress');
    expect(failed.textContent).toContain('Please try again later');
    expect(screen.getByRole('heading', { name: 'Question 5 of 5' })).toBeTruthy();
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);

    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('You scored 100%. Great job!')).toBeTruthy();
    const [first, second] = posts(requests);
    expect(second!.body).toEqual(first!.body);
    // The same attempt sent again carries the same Idempotency-Key: the server grades it once.
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it("when the API finds the session ended, says so with the spec's words and a login that comes back to the question, its answer chosen", async () => {
    const { requests } = await renderRoute('/modules/1?tab=quiz', { user: learner(), answers: gradingApi({ fail: () => 401 }) });
    await start();
    await answer([1, 1, 1, 1, 2]);
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe('Authentication requiredPlease log in to save your progress');
    await waitFor(() => expect(document.activeElement).toBe(said));
    const login = new URL(`http://site${screen.getByRole('link', { name: 'Log in to take the quiz' }).getAttribute('href')}`);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('returnTo')).toMatch(/^\/modules\/1\?tab=quiz&attempt=[0-9a-f]{32}&answers=bbbb&chosen=c$/);
    expect(posts(requests)).toHaveLength(1);
  });

  it('lets a learner go back to a question, its answer still chosen', async () => {
    const { requests } = await renderRoute('/modules/1?tab=quiz', { user: learner(), answers: gradingApi() });
    await start();
    await answer([2]);
    await userEvent.click(await screen.findByRole('link', { name: 'Previous Question' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeTruthy();
    expect((screen.getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true);
    await answer([1, 1, 1, 1, 1]);
    await screen.findByText('You scored 100%. Great job!');
    expect((posts(requests)[0]!.body as { answers: string[] }).answers).toEqual(['b', 'b', 'b', 'b', 'b']);
  });

  it('speaks Spanish', async () => {
    await renderRoute('/modules/1?tab=quiz', { user: learner(), locale: 'es', answers: gradingApi() });
    expect(await screen.findByText('Este examen tiene 5 preguntas. Para aprobar, necesita 70 % o más.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Empezar el examen' }));
    expect(await screen.findByRole('radiogroup', { name: '¿Qué es una blockchain?' })).toBeTruthy();
    for (let i = 0; i < 5; i += 1) {
      await screen.findByRole('heading', { name: `Pregunta ${i + 1} de 5` });
      await userEvent.click(screen.getAllByRole('radio')[1]!);
      await userEvent.click(screen.getByRole('button', { name: i === 4 ? 'Enviar examen' : 'Pregunta siguiente' }));
    }
    expect(await screen.findByText('Obtuvo 100 %. ¡Buen trabajo!')).toBeTruthy();
  });
});

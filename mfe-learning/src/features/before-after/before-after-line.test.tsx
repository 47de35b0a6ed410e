import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { BeforeAfter } from '@reentry/contracts/learning-measures';
import type { MyAttempt } from '@reentry/contracts/my-learning';
import { json, learner } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import spanish from '../../i18n/es.json';
import { BeforeAfterText } from './before-after-line';

jest.setTimeout(30_000);

const beforeOnly: BeforeAfter = { moduleId: 1, before: { correct: 2, total: 5 }, after: null };
const both: BeforeAfter = { ...beforeOnly, after: { correct: 5, total: 5 } };

function line(pair: BeforeAfter, locale: 'en' | 'es') {
  const { container } = render(
    <IntlProvider locale={locale} messages={locale === 'es' ? spanish : {}}>
      <BeforeAfterText pair={pair} />
    </IntlProvider>,
  );
  return container.textContent;
}

describe('a module’s before and after', () => {
  it.each([
    [beforeOnly, 'en', 'You knew 2 of 5 before. Take the quiz to see what you know now.'],
    [both, 'en', 'You knew 2 of 5 before; now 5 of 5.'],
    [beforeOnly, 'es', 'Antes sabía 2 de 5. Haga el examen para ver lo que sabe ahora.'],
    [both, 'es', 'Antes sabía 2 de 5; ahora 5 de 5.'],
  ] as const)('reads right (%j, %s)', (pair, locale, words) => {
    expect(line(pair, locale)).toBe(words);
  });

  it('is said with the results of a graded quiz, for a learner who took the before-check', async () => {
    const attempt: MyAttempt = { id: 1, moduleId: 1, createdAt: '2026-12-07T10:00:00.000Z', score: 100, passed: true, correctCount: 5, questionCount: 5, missedQuestions: [], source: 'online' };
    await renderRoute('/modules/1?tab=quiz&done=graded', {
      user: learner({ completedModules: [1], quizScores: { '1': 100 } }),
      answers: { 'GET /api/users/attempts': () => json(200, { attempts: [attempt] }), 'GET /api/users/before-after': () => json(200, { modules: [both] }) },
    });
    const count = await screen.findByText('5 of 5 answers correct');
    const said = await screen.findByText('You knew 2 of 5 before; now 5 of 5.');
    // In the results' status, so it is announced with the score.
    expect(said.closest('[role="status"]')).toBe(count.closest('[role="status"]'));
  });

  it('is not said for a module without a before-check', async () => {
    const attempt: MyAttempt = { id: 1, moduleId: 2, createdAt: '2026-12-07T10:00:00.000Z', score: 100, passed: true, correctCount: 5, questionCount: 5, missedQuestions: [], source: 'online' };
    await renderRoute('/modules/2?tab=quiz&done=graded', {
      user: learner({ completedModules: [1, 2], quizScores: { '1': 100, '2': 100 } }),
      answers: { 'GET /api/users/attempts': () => json(200, { attempts: [attempt] }), 'GET /api/users/before-after': () => json(200, { modules: [both] }) },
    });
    expect(await screen.findByText('5 of 5 answers correct')).toBeTruthy();
    expect(screen.queryByText(/You knew/)).toBeNull();
  });
});

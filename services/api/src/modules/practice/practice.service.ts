import type { Knex } from 'knex';
import type { PracticeChoiceValue, PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { practiceValidationMessages, type PracticeAnswerResult, type PracticeProgress } from '@reentry/contracts/practice';
import { AppError, NotFoundError } from '../../errors.js';
import type { PublishedContent } from '../content/published-cache.js';
import { publishedScenarios } from '../content/published-views.js';

/**
 * The published scenario with this id in the request's language, and the version of the `practice`
 * document it is from (kept with a saved answer); an unknown id (any text) is 404.
 */
export async function scenarioOr404(content: PublishedContent, locale: Locale, id: string): Promise<{ scenario: PracticeScenario; version: number }> {
  const { version, scenarios } = await publishedScenarios(content, locale);
  const scenario = scenarios.find((candidate) => candidate.id === id);
  if (!scenario) throw new NotFoundError('No such practice scenario.', 'api.practice.notFound');
  return { scenario, version };
}

/** The choice, if it is one of this scenario's; otherwise 422 (a scenario may have only three choices). */
export function choiceOf(scenario: PracticeScenario, choice: string): PracticeChoiceValue {
  const found = scenario.choices.find((option) => option.value === choice);
  if (!found) {
    const messageId = practiceValidationMessages.choiceInvalid.id;
    throw new AppError(422, 'VALIDATION_FAILED', messageId, { messageId, fieldMessageIds: { choice: messageId } });
  }
  return found.value;
}

/** Grades a choice against the scenario's best one; the explanations are in the scenario's language. */
export function gradePractice(scenario: PracticeScenario, choice: PracticeChoiceValue, saved: boolean): PracticeAnswerResult {
  const explain = (value: PracticeChoiceValue) => scenario.choices.find((option) => option.value === value)!.explanation;
  return {
    scenarioId: scenario.id,
    choice,
    best: scenario.best,
    isCorrect: choice === scenario.best,
    explanation: explain(choice),
    bestExplanation: explain(scenario.best),
    ...(scenario.ifItHappened ? { ifItHappened: [...scenario.ifItHappened] } : {}),
    saved,
  };
}

/**
 * Keeps a signed-in learner's graded answer with the content version it was graded on (inside the request's
 * idempotency transaction). A later change of the best answer grades new answers only.
 */
export async function saveAnswer(trx: Knex, userId: number, result: PracticeAnswerResult, contentVersion: number): Promise<PracticeAnswerResult> {
  await trx('practice_answers').insert({ userId, scenarioId: result.scenarioId, choice: result.choice, correct: result.isCorrect, contentVersion });
  return result;
}

/** The scenarios this learner has answered, and those they have answered right at least once. */
export async function practiceProgress(knex: Knex, userId: number): Promise<PracticeProgress> {
  const rows: { scenarioId: string; right: boolean }[] = await knex('practice_answers')
    .where({ userId })
    .groupBy('scenarioId')
    .select('scenarioId', knex.raw('bool_or(correct) as "right"'));
  const ids = rows.map((row) => row.scenarioId).sort();
  return { done: ids, right: rows.filter((row) => row.right).map((row) => row.scenarioId).sort() };
}

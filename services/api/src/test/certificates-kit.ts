import type Koa from 'koa';
import type { Knex } from 'knex';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { apiPost } from './api-client.js';
import { userWith, type TestUser } from './admin-kit.js';

let count = 0;

/** A signed-in learner with a real name, email and username (to prove none of them leak). */
export async function learner(knex: Knex, name = 'Ana María Núñez'): Promise<TestUser & { username: string; email: string }> {
  count += 1;
  const username = `cert-learner-${count}-${Math.random().toString(36).slice(2, 8)}`;
  const user = await userWith(knex, username, { name });
  return { ...user, username, email: `${username}@example.org` };
}

/** Passes each module through the real quiz route (graded by the server), in order. */
export async function passModules(app: Koa, cookie: string, moduleIds: readonly number[]): Promise<void> {
  for (const moduleId of moduleIds) {
    const answers = getQuizAnswerKey('en', moduleId)!.answers.map((answer) => answer.correctAnswer);
    const res = await apiPost(app, '/api/modules/complete', { moduleId, answers }, { cookie });
    if (res.status !== 200 || !res.body.passed) throw new Error(`module ${moduleId} not passed: ${res.status} ${res.text}`);
  }
}

/** A graded attempt below the pass mark. */
export async function failModule(app: Koa, cookie: string, moduleId: number): Promise<void> {
  const answers = getQuizAnswerKey('en', moduleId)!.answers.map((answer) => (answer.correctAnswer === 'a' ? 'b' : 'a'));
  const res = await apiPost(app, '/api/modules/complete', { moduleId, answers }, { cookie });
  if (res.status !== 200 || res.body.passed) throw new Error(`module ${moduleId} not failed: ${res.status}`);
}

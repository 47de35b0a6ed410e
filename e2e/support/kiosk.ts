import { request, type Page } from '@playwright/test';
import { quizAnswerKeys } from '@reentry/content/quiz-answers';
import { demoPassword } from './accounts';
import { registerLearner, tagOf } from './admin';
import { apiLogIn } from './instructor';
import { expect } from './test';

const baseURL = () => process.env.E2E_BASE_URL!;
const headers = { 'X-Requested-With': 'fetch' };

/** A facility's kiosk link (its path), made by the demo admin through the API, away from the tablet's browser. */
export async function kioskLinkFor(facilityName: string): Promise<string> {
  const admin = await request.newContext({ baseURL: baseURL() });
  await apiLogIn(admin, 'admin', demoPassword());
  const response = await admin.post('/api/admin/kiosk-links', { headers, data: { facilityName } });
  expect(response.status(), await response.text()).toBe(200);
  const { path } = (await response.json()) as { path: string };
  await admin.dispose();
  return path;
}

export interface Learner {
  username: string;
  name: string;
  password: string;
}

/** A learner account made elsewhere (not on the tablet), who then signs in on the tablet. */
export async function learnerAccount(firstName: string): Promise<Learner> {
  const context = await request.newContext({ baseURL: baseURL() });
  const name = `${firstName} ${tagOf('K')}`;
  const username = await registerLearner(context, name);
  await context.dispose();
  return { username, name, password: 'Tortilla-Rio-Verde-84' };
}

/** Signs in through the tablet's own login form. */
export async function signInOnTablet(page: Page, learner: Learner, words: { username: string; password: string; logIn: string }) {
  await page.getByLabel(words.username).fill(learner.username);
  await page.getByLabel(words.password, { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: words.logIn }).click();
}

/** Passes module 1's quiz as the signed-in learner (the tablet's cookies), so they have progress to hide. */
export async function passModuleOne(page: Page) {
  const key = quizAnswerKeys.en.find((answers) => answers.moduleId === 1)!;
  const response = await page.request.post('/api/modules/complete', { headers, data: { moduleId: 1, answers: key.answers.map((a) => a.correctAnswer) } });
  expect(response.status(), await response.text()).toBe(200);
}

/** What the browser keeps for this site beyond cookies: storage keys and Cache Storage entries. */
export function deviceStorage(page: Page) {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) for (const entry of await (await caches.open(name)).keys()) cached.push(entry.url);
    return { local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage), cached };
  });
}

/** Every trace of a learner a page could show: their name, username, and what they typed. */
export async function expectNothingOf(page: Page, traces: string[], where: string) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const text = await page.locator('body').innerText();
  const values = await page.locator('input, textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  for (const trace of traces) {
    expect(text.includes(trace), `${where}: the page shows "${trace}"`).toBe(false);
    expect(values.some((value) => value.includes(trace)), `${where}: a field holds "${trace}"`).toBe(false);
  }
}

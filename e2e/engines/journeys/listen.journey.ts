import { expect, test } from '../fixtures';
import type { Driver } from '../driver';
import { expectNoProblems, expectSoon } from './steps';

interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
  /** navigator.userActivation.isActive when speak() was called; null where the engine has no such API. */
  activation: boolean | null;
}
type StubWindow = { speechStub: { spoken: Spoken[]; speaking(): string | null; finish(): void } };

const spoken = (driver: Driver) => driver.evaluate(() => (window as unknown as StubWindow).speechStub.spoken);
const speaking = (driver: Driver) => driver.evaluate(() => (window as unknown as StubWindow).speechStub.speaking());

// Listen on a lesson, pressed as soon as it has loaded: it starts reading at that first press. On iPhones
// speech must first be started inside the user's press (a later call is refused), so the page harness
// records whether the page had the user's activation at the first speak() (harness/page-harness.js).
test('Listen on a freshly loaded lesson starts reading at the first press, inside the press', async ({ driver }) => {
  await driver.open('/modules/1');
  await driver.click({ role: 'button', name: 'Listen: What digital money is' });
  const toolbar = { role: 'group', name: 'Read aloud: What digital money is' };
  await expectSoon(() => driver.text({ role: 'status', within: toolbar }), 'Reading aloud.', `${driver.engine}: the toolbar's status`);
  await expectSoon(() => speaking(driver), 'What digital money is', `${driver.engine}: the first sentence is read`);

  const [first] = await spoken(driver);
  expect(first, 'speak() was called').toBeDefined();
  if (first!.activation !== null) expect(first!.activation, `${driver.engine}: the first speak() happened inside the press`).toBe(true);
  expect((await spoken(driver)).find((said) => said.text === 'What digital money is')).toMatchObject({ lang: 'en-US', voice: 'Samantha' });

  await driver.evaluate(() => (window as unknown as StubWindow).speechStub.finish());
  await expectSoon(() => speaking(driver), 'Most money today moves as data, not as cash.', `${driver.engine}: the next sentence`);
  await expectNoProblems(driver);
});

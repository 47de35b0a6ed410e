import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y-check';
import { expectNoAxeViolations, quizFor, registerLearner } from '../support/learning';
import { usePreferences } from '../support/preferences';
import { finishSentence, highlighted, installSpeechStub, speaking, spoken } from '../support/speech-stub';

const usEnglish = { name: 'Samantha', lang: 'en-US' };
const britishEnglish = { name: 'Daniel', lang: 'en-GB' };
const mexicanSpanish = { name: 'Paulina', lang: 'es-MX' };
const usSpanish = { name: 'Google español de Estados Unidos', lang: 'es-US', localService: false };

test.describe('Listen (read aloud), English', () => {
  test.beforeEach(async ({ page }) => {
    await usePreferences(page, { locale: 'en' });
    await installSpeechStub(page, [britishEnglish, usEnglish, mexicanSpanish]);
  });

  test('reads a lesson section sentence by sentence with an en-US voice, highlighting each and scrolling it into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/modules/1');
    await page.getByRole('button', { name: 'Listen: What digital money is' }).click();
    const toolbar = page.getByRole('group', { name: 'Read aloud: What digital money is' });
    await expect(toolbar.getByRole('status')).toHaveText('Reading aloud.');
    await expect(toolbar.getByRole('button', { name: 'Pause' })).toBeFocused();
    expect(await spoken(page)).toEqual([{ text: 'What digital money is', lang: 'en-US', voice: 'Samantha', rate: 1 }]);
    expect(await highlighted(page)).toEqual({ text: 'What digital money is', inView: true });

    await finishSentence(page);
    await expect.poll(() => highlighted(page).then((h) => h?.text)).toBe('Most money today moves as data, not as cash.');
    // On to the last bullet, below the fold of a phone: it is scrolled into view as it is read.
    while ((await speaking(page)) !== 'Crypto is a digital token that lives on a blockchain.') await finishSentence(page);
    await expect.poll(() => highlighted(page)).toEqual({ text: 'Crypto is a digital token that lives on a blockchain.', inView: true });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'lesson with the read-aloud controls open');

    await finishSentence(page);
    await expect(toolbar.getByRole('status')).toHaveText('Finished reading.');
    expect(await highlighted(page)).toBeNull();
    expect((await spoken(page)).map((s) => s.text)).not.toContain('Sources');
  });

  test('is used with the keyboard: Enter starts, Pause and Slower work, Tab out of the section stops it', async ({ page }) => {
    await page.goto('/modules/1');
    const listen = page.getByRole('button', { name: 'Listen: What digital money is' });
    await listen.focus();
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('group', { name: 'Read aloud: What digital money is' });
    await expect(toolbar.getByRole('button', { name: 'Pause' })).toBeFocused();
    await expect.poll(() => speaking(page)).toBe('What digital money is');
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('status')).toHaveText('Paused.');
    expect(await speaking(page)).toBeNull();
    await page.keyboard.press('Tab'); // Stop
    await page.keyboard.press('Tab'); // Slower
    await page.keyboard.press('Space');
    await expect(toolbar.getByRole('button', { name: 'Slower' })).toHaveAttribute('aria-pressed', 'true');
    await toolbar.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await spoken(page)).at(-1)).toEqual({ text: 'What digital money is', lang: 'en-US', voice: 'Samantha', rate: 0.75 });

    // A screen reader user tabbing on to the next section: the voice stops, focus stays where they went.
    await toolbar.getByRole('button', { name: 'Slower' }).focus();
    const section = page.locator('section.learning-section').first();
    for (let i = 0; i < 10 && (await section.evaluate((element) => element.contains(document.activeElement))); i += 1) {
      await expect(toolbar).toHaveCount(1); // still inside: still reading
      await page.keyboard.press('Tab');
    }
    await expect(toolbar).toHaveCount(0);
    expect(await speaking(page)).toBeNull();
    expect(await highlighted(page)).toBeNull();
    await expect(page.getByRole('button', { name: /^Listen: / }).nth(1)).toBeFocused();
  });

  test('reads a quiz question with its four options', async ({ page }) => {
    await registerLearner(page);
    await page.goto('/modules/1?tab=quiz');
    await page.getByRole('link', { name: 'Start Quiz' }).click(); // a link (issue 42)
    await page.getByRole('button', { name: 'Listen: Question 1 of 5' }).click();
    await expect.poll(() => speaking(page)).toBe('Question 1 of 5');
    for (let i = 0; i < 6; i += 1) await finishSentence(page);
    const question = quizFor(1, 'en')[0]!;
    const texts = (await spoken(page)).map((s) => s.text);
    expect(texts.slice(0, 2)).toEqual(['Question 1 of 5', question.text]);
    expect(texts).toHaveLength(6);
    expect(texts).toContain(question.right);
    expect(texts).toContain(question.wrong);
  });

  test('reads a programs guide (an accordion) once it is open', async ({ page }) => {
    await page.goto('/resources?tab=programs');
    await page.getByText('ID documents', { exact: true }).click();
    await page.getByRole('button', { name: 'Listen: ID documents' }).click();
    await expect.poll(() => speaking(page)).toBe('ID documents');
    await finishSentence(page);
    await expect.poll(() => speaking(page)).toBe('A Social Security card replacement is free.');
    expect(await highlighted(page)).toMatchObject({ text: 'A Social Security card replacement is free.' });
  });

  test('a lesson with its Listen buttons, and with the controls open, meets the accessibility standard at 320 px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/modules/1');
    await expectAccessible(page, { locale: 'en', maxTabs: 12 });
    await page.getByRole('button', { name: 'Listen: What digital money is' }).click();
    await expect(page.getByRole('group', { name: 'Read aloud: What digital money is' })).toBeVisible();
    await expectNoAxeViolations(page, 'controls open at 320 px');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('downloads its speech engine only when first used', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto('/modules/1');
    await page.waitForLoadState('networkidle');
    const atLoad = scripts.length;
    expect(scripts.some((script) => script.body.includes('voiceschanged'))).toBe(false);
    await page.getByRole('button', { name: 'Listen: What digital money is' }).click();
    await expect.poll(() => speaking(page)).toBe('What digital money is');
    expect(scripts.slice(atLoad).some((script) => script.body.includes('voiceschanged'))).toBe(true);
  });
});

test.describe('Listen (read aloud), Spanish', () => {
  test.beforeEach(async ({ page }) => usePreferences(page, { locale: 'es' }));

  test('reads the finance guide with a Spanish voice, es-US before es-MX', async ({ page }) => {
    await installSpeechStub(page, [usEnglish, mexicanSpanish, usSpanish]);
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Escuchar: 2. Haga un presupuesto' }).click();
    const toolbar = page.getByRole('group', { name: 'Leer en voz alta: 2. Haga un presupuesto' });
    await expect(toolbar.getByRole('status')).toHaveText('Leyendo en voz alta.');
    await finishSentence(page);
    await expect.poll(() => spoken(page)).toEqual([
      { text: '2. Haga un presupuesto', lang: 'es-US', voice: 'Google español de Estados Unidos', rate: 1 },
      { text: 'Un presupuesto es un plan para su dinero.', lang: 'es-US', voice: 'Google español de Estados Unidos', rate: 1 },
    ]);
    expect(await highlighted(page)).toMatchObject({ text: 'Un presupuesto es un plan para su dinero.' });
    await toolbar.getByRole('button', { name: 'Detener' }).click();
    await expect(page.getByRole('button', { name: 'Escuchar: 2. Haga un presupuesto' })).toBeFocused();
    expect(await speaking(page)).toBeNull();
  });

  test('says the device has no Spanish voice, and reads nothing in English', async ({ page }) => {
    await installSpeechStub(page, [usEnglish, britishEnglish]);
    await page.goto('/modules/1');
    await page.getByRole('button', { name: 'Escuchar: Qué es el dinero digital' }).click();
    const toolbar = page.getByRole('group', { name: 'Leer en voz alta: Qué es el dinero digital' });
    await expect(toolbar.getByRole('status')).toHaveText(/^Este dispositivo no tiene una voz en español/);
    await expect(toolbar.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    expect(await spoken(page)).toEqual([]);
    await expectNoAxeViolations(page, 'no-voice message');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows no Listen button that could not work', async ({ page }) => {
    await page.goto('/modules/1');
    await expect(page.getByRole('heading', { name: 'What digital money is' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Listen/ })).toHaveCount(0);
  });
});

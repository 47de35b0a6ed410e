import { expect, test } from '../support/test';
import { accountTexts } from '../support/account-texts';
import { openDashboard, tagOf } from '../support/admin';
import { formTexts } from '../support/form-texts';
import { deviceStorage, expectNothingOf, kioskLinkFor, learnerAccount, passModuleOne, signInOnTablet } from '../support/kiosk';
import { expectAccessible } from '../support/a11y-check';
import { expectNoAxeViolations, learningTexts } from '../support/learning';
import { formRunning, usePreferences } from '../support/preferences';

// It tests the service worker, which the other specs run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 22, section 3: a facility's shared tablet. Two learners use ONE browser context, one after the
// other; nothing the first typed or saw may reach the second.

test('two learners on one tablet: after A signs out, B sees nothing of A, not even with Back', async ({ page }) => {
  test.setTimeout(180_000);
  const t = accountTexts.en;
  const facility = `Maple House ${tagOf('F')}`;
  const [link, a, b] = await Promise.all([kioskLinkFor(facility), learnerAccount('Alice'), learnerAccount('Bruno')]);
  const typedName = `Alice Secret ${tagOf('n')}`;
  const typedNote = `My private note ${tagOf('m')}`;
  await usePreferences(page, { locale: 'en' });

  // Staff open the link once: the tablet is now in kiosk mode.
  await page.goto(link);
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared tablet mode is on' })).toBeVisible();
  await expect(page.getByText(`Facility: ${facility}`)).toBeVisible();
  await expectNoAxeViolations(page, '/kiosk');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page.getByRole('link', { name: 'Start', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the start page of a shared tablet');

  // A signs in: no "Keep me signed in" on a shared tablet.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/^This is a shared tablet\./)).toBeVisible();
  await expect(page.getByLabel('Keep me signed in')).toHaveCount(0);
  await expect(page.getByLabel(t.username)).toHaveAttribute('autocomplete', 'off');
  await signInOnTablet(page, a, t);
  await expect(page.getByText(t.signedInAs(a.name)).first()).toBeVisible();
  await passModuleOne(page);

  // A opens personal pages, and types in a form without sending it.
  await page.goto('/modules');
  await expect(page.getByText('You have completed 1 of 5 modules (20%).')).toBeVisible();
  await page.goto('/account/security');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/certificates');
  await page.goto('/contact');
  const c = formTexts.en.contact;
  await page.getByLabel(c.name, { exact: true }).fill(typedName);
  await page.getByRole('textbox', { name: c.message }).fill(typedNote);
  const lesson = await page.goto('/modules/1');
  expect(lesson!.headers()['cache-control']).toBe('private, no-store');

  // A signs out: the home page, loaded in place, with the Start for the next person.
  await page.getByRole('button', { name: t.logOut }).click();
  // Signing out clears the tablet and loads the home page afresh: on a busy machine that can take a while.
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Nothing of yours is left on this tablet.', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start', exact: true })).toBeVisible();
  const traces = [a.name, a.username, typedName, typedNote];
  await expectNothingOf(page, traces, 'home after sign-out');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const kept = await deviceStorage(page);
  expect(kept.local.filter((key) => key !== 'locale' && key !== 'theme')).toEqual([]);
  expect(kept.session).toEqual([]);
  // Only public content and files may stay (paths without their query: ?lang=, Workbox's ?__WB_REVISION__=).
  const personal = kept.cached.filter((url) => !/^\/(modules|resources|how-to-buy|remotes|offline|icons|api\/content)\b|^\/$|\.(js|css|png|svg|webp|json)$/.test(new URL(url).pathname));
  expect(personal).toEqual([]);

  // Back through everything A opened: each page is fetched again and shows no one.
  for (let step = 0; step < 12; step += 1) {
    const before = page.url();
    await page.goBack({ waitUntil: 'load' });
    if (page.url() === before || page.url() === 'about:blank') break;
    await expectNothingOf(page, traces, `Back to ${page.url()}`);
    await expect(page.getByText(t.signedInAs(a.name))).toHaveCount(0);
  }

  // B takes the tablet.
  await page.goto('/login');
  await signInOnTablet(page, b, t);
  await expect(page.getByText(t.signedInAs(b.name)).first()).toBeVisible();
  await page.goto('/modules');
  await expect(page.getByText('You have completed 0 of 5 modules (0%).')).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByLabel(c.name, { exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: c.message })).toHaveValue('');
  await page.goto('/account/security');
  await expectNothingOf(page, traces, "B's security page");
});

test('the idle sign-out: a warning after 4 minutes that a tap dismisses, then a clean tablet after 5 (Spanish)', async ({ page }) => {
  test.setTimeout(120_000);
  const t = accountTexts.es;
  const [link, a] = await Promise.all([kioskLinkFor(`Casa Esperanza ${tagOf('F')}`), learnerAccount('Ana')]);
  const typedNote = `Mi nota privada ${tagOf('m')}`;
  await usePreferences(page, { locale: 'es' });
  await page.clock.install();
  await page.goto(`${link}&lang=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'El modo de tableta compartida está activado' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByLabel('Mantener mi sesión iniciada')).toHaveCount(0);
  await signInOnTablet(page, a, t);
  await expect(page.getByText(t.signedInAs(a.name)).first()).toBeVisible();
  await page.goto('/contact');
  const message = page.getByRole('textbox', { name: formTexts.es.contact.message });
  await message.fill(typedNote);
  // Typing started the page's code and the form's; the fake clock below must not jump past their download.
  await formRunning(page);

  const counting = page.locator('html[data-kiosk-idle="counting"]');
  await counting.waitFor({ state: 'attached' });
  await page.clock.fastForward('04:01');
  const warning = page.getByRole('alertdialog', { name: '¿Sigue ahí?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Toque la pantalla para seguir.');
  await expect(warning.getByRole('button', { name: 'Sigo aquí' })).toBeFocused();
  await expectNoAxeViolations(page, 'the idle warning');
  await page.mouse.click(5, 5); // a tap anywhere, here on the dimmed page around the warning
  await expect(warning).toHaveCount(0);
  await expect(message).toHaveValue(typedNote); // the learner stayed: nothing lost
  await expect(message).toBeFocused(); // and their place is kept

  // A moves on (a full page load: the browser keeps the form's entry in its history), then walks away.
  await page.goto('/modules');
  await counting.waitFor({ state: 'attached' });
  await page.clock.fastForward('04:01');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText('Se limpió esta tableta');
  await expect(page.getByRole('link', { name: 'Empezar', exact: true })).toBeVisible();
  await expectNothingOf(page, [a.name, a.username, typedNote], 'home after the idle sign-out');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goBack({ waitUntil: 'load' });
  await expect(page).toHaveURL(/\/contact$/);
  await expectNothingOf(page, [a.name, a.username, typedNote], 'Back to the form after the idle sign-out');
});

test('an admin copies a kiosk link from the dashboard; a bad link changes nothing; staff turn the mode off', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const facility = `Riverside Center ${tagOf('F')}`;
  await openDashboard(page, '/admin?tab=kiosk-links');
  await page.getByLabel('Facility name').fill(facility);
  await page.getByRole('button', { name: 'Make kiosk link' }).click();
  const field = page.getByLabel('Kiosk link', { exact: true });
  await expect(field).toHaveValue(/\/kiosk\?facility=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());
  await expectNoAxeViolations(page, 'kiosk links tab');

  // One character of the signature changed, away from its end: the last base64url character carries two
  // unused bits, so changing it alone (A to B, say) can leave the same signature, which rightly still works.
  const at = copied.length - 5;
  await page.goto(`${copied.slice(0, at)}${copied[at] === 'A' ? 'B' : 'A'}${copied.slice(at + 1)}`);
  await expect(page).toHaveURL(/\/kiosk\?link=invalid$/);
  await expect(page.getByRole('alert')).toContainText('This shared tablet link does not work, so nothing changed.');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared tablet mode is off' })).toBeVisible();

  await page.goto(copied);
  await expect(page.getByText(`Facility: ${facility}`)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shared tablet' }).click();
  await page.getByRole('link', { name: 'Turn off shared tablet mode on this device' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared tablet mode is off' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'reentry.kiosk')).toBe(false);
});

for (const locale of ['en', 'es'] as const) {
  test(`a shared tablet's own pages meet the accessibility standard on a phone and a desktop: ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await usePreferences(page, { locale });
    await page.goto(await kioskLinkFor(`Oak House ${tagOf('F')}`));
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/kiosk', '/', '/login']) {
        await page.goto(path);
        await expectAccessible(page, { locale });
      }
    }
  });
}

// Issue 42: a facility's tablet may have script blocked. Its start is links, and signing in is a form the
// server answers, so a learner starts the lessons and signs in with no script at all, at 375 px.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const words = {
    en: { ...accountTexts.en, goToStart: 'Go to the start page', start: 'Start', signIn: 'Sign in', modules: learningTexts.en.modulesHeading },
    es: { ...accountTexts.es, goToStart: 'Ir a la página de inicio', start: 'Empezar', signIn: 'Iniciar sesión', modules: learningTexts.es.modulesHeading },
  } as const;
  for (const locale of ['en', 'es'] as const) {
    test(`${locale}: the kiosk start's Start and Sign in work, and a learner signs in on the tablet`, async ({ page }) => {
      const w = words[locale];
      const [link, learner] = await Promise.all([kioskLinkFor(`Cedar House ${tagOf('F')}`), learnerAccount('Carla')]);
      await usePreferences(page, { locale });
      await page.goto(link);
      await page.getByRole('link', { name: w.goToStart }).click();
      await page.getByRole('main').getByRole('link', { name: w.start, exact: true }).click();
      await expect(page).toHaveURL(/\/modules$/);
      await expect(page.getByRole('heading', { level: 1, name: w.modules })).toBeVisible();
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: w.signIn, exact: true }).click();
      await signInOnTablet(page, learner, w);
      await expect(page).toHaveURL(/\/(\?done=signed-in)?$/);
      const session = await page.request.get('/api/auth/me', { headers: { 'X-Requested-With': 'fetch' } });
      expect(((await session.json()) as { username: string }).username).toBe(learner.username);
    });
  }
});

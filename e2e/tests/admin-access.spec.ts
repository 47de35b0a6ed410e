import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { openDashboard } from '../support/admin';
import { axeViolations } from '../support/axe';
import { hydrated } from '../support/preferences';
import { consoleProblems } from '../support/console-problems';

const tabs = [
  ['overview', 'Overview', 'Resumen'],
  ['facility-requests', 'Facility Requests', 'Solicitudes de centros'],
  ['assistance-requests', 'Assistance Applications', 'Solicitudes de ayuda'],
  ['donations', 'Donations', 'Donaciones'],
  ['contact-messages', 'Contact Messages', 'Mensajes de contacto'],
  ['user-progress', 'User Progress', 'Progreso de usuarios'],
  ['instructors', 'Instructors', 'Instructores'],
  ['success-stories', 'Success Stories', 'Historias de éxito'],
  ['x-post-generator', 'X Post Generator', 'Generador de posts para X'],
  ['certificates', 'Certificates', 'Certificados'],
  ['kiosk-links', 'Kiosk Links', 'Enlaces de quiosco'],
  ['content', 'Content', 'Contenido'],
  ['organisation', 'Organisation', 'Organización'],
  ['audit-log', 'Audit Log', 'Registro de auditoría'],
] as const;

test('a visitor is sent home: a real redirect on a first load, the router after it', async ({ page, request }) => {
  const response = await request.get('/admin?tab=donations', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('a learner is sent home, on a first load and when navigating', async ({ page }) => {
  await logIn(page, 'learner', demoPassword());
  await page.goto('/admin?tab=user-progress');
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/donations')).status()).toBe(403);
});

test('the admin moves between tabs with links and arrow keys; the tab is in the URL and survives a reload', async ({ page }) => {
  await openDashboard(page);
  const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tablist.getByRole('tab')).toHaveText(tabs.map(([, en]) => en));
  await expect(tablist.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await tablist.getByRole('tab', { name: 'Donations' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=donations$/);
  await expect(tablist.getByRole('tab', { name: 'Donations' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Donations' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Donations' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Donations' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Contact Messages' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=contact-messages/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Audit Log' })).toBeFocused();
});

for (const locale of ['en', 'es'] as const) {
  test(`every tab renders on the server and has no axe violations: ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openDashboard(page, '/admin', locale);
    const problems = consoleProblems(page);
    for (const [tab, en, es] of tabs) {
      const html = await (await page.request.get(`/admin?tab=${tab}`)).text();
      expect(html, tab).toContain(`aria-selected="true" aria-controls="admin-tabpanel" class="admin-tabs__tab" href="/admin?tab=${tab}"`);
      await page.goto(`/admin?tab=${tab}`);
      await hydrated(page);
      await expect(page.getByRole('tab', { name: locale === 'en' ? en : es })).toHaveAttribute('aria-selected', 'true');
      expect((await axeViolations(page)).map((v) => `${tab} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { openDashboard, registerLearner, tagOf } from '../support/admin';
import { apiLogIn } from '../support/instructor';
import { axeViolations } from '../support/axe';
import { pageRunning, usePreferences } from '../support/preferences';

// The content studio in the admin remote (issue 32): an admin makes a new user a content editor; the editor
// sees Content (and Organisation, issue 39), fixes a sentence of lesson 1 in both languages, previews and publishes it; an empty
// Spanish field is shown at its field; the two versions' diff shows the sentence; rollback to version 1
// makes the release's text live again (other specs read lesson 1).

const LEARNER_PASSWORD = 'Tortilla-Rio-Verde-84';
const before = { en: 'You may pay for food with a card or a phone.', es: 'Usted puede pagar la comida con una tarjeta o con el teléfono.' };
const after = { en: 'You may pay for food with a card or your phone.', es: 'Usted puede pagar la comida con una tarjeta o con su teléfono.' };

const texts = {
  en: {
    makeEditor: 'Make content editor', removeEditor: 'Remove content editor', content: 'Content', organisation: 'Organisation', adminLink: 'Admin Dashboard',
    lesson: 'Edit Lesson 1', paragraph: (lang: 'en' | 'es') => `Section 1, paragraph 1 (${lang === 'en' ? 'English' : 'Spanish'})`,
    spanishTitle: 'Section 2, title (Spanish)', publish: 'Publish', published: /Published as version \d+/, preview: /Preview of Lesson 1 in English/,
    problems: 'Fix 1 problem before you publish', spanishMissing: 'Write the Spanish text for this part.',
    showChanges: 'Show the changes', diff: /Changes from version \d+ to version \d+/, makeLive1: 'Make version 1 the live version', confirm: 'Yes, make it live', rolledBack: 'Version 1 is live again', again: 'Version 1 again',
    noAccess: 'You do not have access to this section', goToContent: 'Go to Content',
  },
  es: {
    makeEditor: 'Hacer editor de contenido', removeEditor: 'Quitar editor de contenido', content: 'Contenido', organisation: 'Organización', adminLink: 'Panel de administración',
    lesson: 'Editar Lección 1', paragraph: (lang: 'en' | 'es') => `Sección 1, párrafo 1 (${lang === 'en' ? 'inglés' : 'español'})`,
    spanishTitle: 'Sección 2, título (español)', publish: 'Publicar', published: /Publicado como versión \d+/, preview: /Vista previa de Lección 1 en Español/,
    problems: 'Corrija 1 problema antes de publicar', spanishMissing: 'Escriba el texto en español de esta parte.',
    showChanges: 'Ver los cambios', diff: /Cambios de la versión \d+ a la versión \d+/, makeLive1: 'Publicar otra vez la versión 1', confirm: 'Sí, publicarla', rolledBack: 'La versión 1 está publicada otra vez', again: 'Otra vez la versión 1',
    noAccess: 'No tiene acceso a esta sección', goToContent: 'Ir a Contenido',
  },
} as const;

/** The admin's grant, in the dashboard's Instructors tab (the users with their role controls). */
async function grantEditorRole(page: Page, locale: 'en' | 'es', name: string, tag: string) {
  const t = texts[locale];
  await openDashboard(page, `/admin?tab=instructors&q=${tag}`, locale);
  await page.getByRole('button', { name: `${t.makeEditor}: ${name}` }).click();
  await expect(page.getByRole('button', { name: `${t.removeEditor}: ${name}` })).toBeVisible();
}

const toasts = (page: Page, locale: 'en' | 'es') => page.getByRole('region', { name: locale === 'en' ? 'Notifications' : 'Notificaciones' });

/** Sets the text of a field as a person would: select all, type over it. */
async function typeOver(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await expect(field).toHaveValue(text);
}

for (const locale of ['en', 'es'] as const) {
  test(`a content editor fixes a sentence of lesson 1 in both languages, publishes, compares and rolls back: ${locale}`, async ({ page: adminPage, browser, request }) => {
    test.setTimeout(120_000);
    let page = adminPage;
    const t = texts[locale];
    const tag = tagOf('ed');
    const name = `Editor ${tag}`;
    const username = await registerLearner(request, name);
    await grantEditorRole(page, locale, name, tag);

    // The editor signs in on their own browser (the grant ended any session they had): the header has
    // Content, not the dashboard.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    page = await context.newPage();
    await logIn(page, username, LEARNER_PASSWORD);
    await usePreferences(page, { locale });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' });
    await expect(nav.getByRole('link', { name: t.adminLink })).toHaveCount(0);
    await nav.getByRole('link', { name: t.content, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?tab=content$/);
    // Both tabs, in the page's language (a failure prints the names the tabs had).
    await expect(page.getByRole('tab')).toHaveText([t.content, t.organisation]);
    await expect(page.getByRole('tab', { name: t.content })).toHaveAttribute('aria-selected', 'true');
    // A tab their role cannot use says so (issue 39), and leads back to Content.
    await page.goto('/admin?tab=donations');
    await expect(page.getByRole('heading', { level: 2, name: t.noAccess })).toBeVisible();
    await page.getByRole('link', { name: t.goToContent }).click();
    await expect(page.getByRole('link', { name: t.lesson })).toBeVisible();

    // Fix the sentence in both languages, then publish (publishing saves first).
    await page.getByRole('link', { name: t.lesson }).click();
    const en = page.getByLabel(t.paragraph('en'), { exact: true });
    const es = page.getByLabel(t.paragraph('es'), { exact: true });
    await expect(en).toHaveValue(new RegExp(before.en.replace(/\./g, '\\.')));
    await pageRunning(page); // the studio's code (a staff page's runs at load) before typing and choosing
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await typeOver(page, t.paragraph('en'), (await en.inputValue()).replace(before.en, after.en));
    await typeOver(page, t.paragraph('es'), (await es.inputValue()).replace(before.es, after.es));

    // The preview is the real page at phone width, in the chosen language.
    const [other, own] = locale === 'en' ? ['Spanish', 'English'] : ['Inglés', 'Español'];
    await page.getByRole('radio', { name: other }).check();
    await expect(page.locator('iframe.admin-content__frame')).toHaveAttribute('src', `/modules/1?preview=draft&lang=${locale === 'en' ? 'es' : 'en'}`);
    await page.getByRole('radio', { name: own }).check();
    const frame = page.getByTitle(t.preview);
    await expect(frame).toHaveAttribute('src', `/modules/1?preview=draft&lang=${locale}`);
    await expect(frame).toHaveJSProperty('offsetWidth', 375);
    await expect(page.frameLocator('iframe.admin-content__frame').getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(toasts(page, locale).getByText(t.published)).toBeVisible();

    // An empty Spanish field: Publish is refused, the problem is at its field and in the summary.
    await typeOver(page, t.spanishTitle, '');
    await page.getByRole('button', { name: t.publish, exact: true }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t.problems }) });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: t.spanishTitle })).toBeVisible();
    await expect(summary).toContainText(t.spanishMissing);
    const spanishTitle = page.getByLabel(t.spanishTitle, { exact: true });
    await expect(spanishTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(spanishTitle).toHaveAccessibleDescription(new RegExp(t.spanishMissing));
    await summary.getByRole('link', { name: t.spanishTitle }).click();
    await expect(spanishTitle).toBeFocused();

    // The diff between the two newest versions shows the sentence, before and after, in both languages.
    await page.getByRole('button', { name: t.showChanges }).click();
    const diff = page.getByRole('table', { name: t.diff });
    for (const lang of ['en', 'es'] as const) {
      const row = diff.getByRole('row', { name: new RegExp(t.paragraph(lang).replace(/[()]/g, '\\$&')) });
      await expect(row.locator('del')).toContainText(before[lang]);
      await expect(row.locator('ins')).toContainText(after[lang]);
    }

    // Rollback in one step (confirmed in the page): version 1, the release's text, is live again.
    await page.getByRole('button', { name: t.makeLive1, exact: true }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(toasts(page, locale).getByText(t.rolledBack)).toBeVisible();
    await expect(page.getByRole('cell', { name: t.again }).first()).toBeVisible();
    await expect(en).toHaveValue(new RegExp(before.en.replace(/\./g, '\\.')));
    await expect(page.getByLabel(t.spanishTitle, { exact: true })).not.toHaveValue('');
    await context.close();
  });
}

test.afterAll(async ({ request }) => {
  // Whatever happened above, lesson 1's live text is the release's again (other specs read it).
  await apiLogIn(request, 'admin', demoPassword());
  const headers = { 'X-Requested-With': 'fetch', 'Content-Type': 'application/json' };
  const published = (await (await request.get('/api/admin/content/module-1')).json()) as { published: { document: unknown } };
  const first = (await (await request.get('/api/admin/content/module-1/versions/1')).json()) as { document: unknown };
  if (JSON.stringify(published.published.document) !== JSON.stringify(first.document)) {
    expect((await request.post('/api/admin/content/module-1/rollback', { headers, data: { version: 1 } })).status()).toBe(200);
  }
});

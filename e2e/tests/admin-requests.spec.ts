import { expect, test } from '../support/test';
import { createAssistanceRequest, createContactMessage, createFacilityRequest, openDashboard, parseCsv, tableRows, tagOf } from '../support/admin';

const EN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const ES_DATE = /^\d{1,2} [a-z]{3,4}\.? \d{4}$/;

test('facility requests: search, paging and status filter in the URL; status and assignee from the details, shown at once; CSV matches the table', async ({ page, request }) => {
  // A journey of a dozen pages and saves (three requests made, search, paging, filter, details, save, CSV):
  // at CI's load average of 8 to 11 its steps took longer than the default 30 s in all, each within its own wait.
  test.slow();
  const tag = tagOf('maple');
  for (const n of ['One', 'Two', 'Three']) await createFacilityRequest(request, `${tag} ${n}`, { participantCount: n.length * 10 });
  await openDashboard(page, '/admin?tab=facility-requests');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=facility-requests&q=${tag}$`));
  await expect(tableRows(page)).toHaveCount(3);
  await expect(tableRows(page).first().locator('td').first()).toHaveText(EN_DATE);
  await expect(tableRows(page).first()).toContainText('New');
  await expect(page.getByText('3 results · Page 1 of 1')).toBeVisible();

  // Sorting by a column heading is a link; it keeps the search.
  await page.getByRole('link', { name: /Participants/ }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}&sort=participantCount$`));
  await expect(page.getByRole('columnheader', { name: /Participants/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(tableRows(page).first()).toContainText(`${tag} One`);
  await page.getByRole('link', { name: /Participants/ }).click();
  await expect(page).toHaveURL(/sort=-participantCount$/);
  await expect(tableRows(page).first()).toContainText(`${tag} Three`);

  // Paging (2 a page): the page number is in the URL.
  await page.goto(`/admin?tab=facility-requests&q=${tag}&sort=facilityName&limit=2`);
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`${tag} Two`);

  // The CSV of the current filter holds the same rows as the table.
  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(href).toBe(`/api/admin/facility-requests.csv?q=${tag}&sort=facilityName`);
  const csv = parseCsv(await (await page.request.get(href!)).text());
  expect(csv[0]!.slice(0, 6)).toEqual(['id', 'received', 'status', 'overdue', 'assignee', 'facility_name']);
  expect(csv.slice(1).map((row) => row[5])).toEqual([`${tag} One`, `${tag} Three`, `${tag} Two`]);

  // Details: a dialog, not an alert; the change shows in the row at once.
  await page.goto(`/admin?tab=facility-requests&q=${tag}&sort=facilityName`);
  await page.getByRole('button', { name: `View Details: ${tag} One` }).click();
  const dialog = page.getByRole('dialog', { name: `${tag} One` });
  await expect(dialog).toContainText('Rosa Mendez');
  await dialog.getByLabel('Status').selectOption('in_progress');
  await dialog.getByLabel('Assigned to').selectOption({ label: 'Demo Admin' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toContainText('Saved');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page).first()).toContainText('In progress');
  await expect(tableRows(page).first()).toContainText('Demo Admin');

  await page.getByLabel('Status').selectOption('in_progress');
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(tableRows(page)).toHaveCount(1);
});

test('every list says the spec\'s empty message, in English and Spanish', async ({ page }) => {
  const none = tagOf('nomatch');
  await openDashboard(page);
  const empty = {
    'facility-requests': ['No facility requests found.', 'No se encontraron solicitudes de centros.'],
    'assistance-requests': ['No assistance applications found.', 'No se encontraron solicitudes de ayuda.'],
    donations: ['No donations found.', 'No se encontraron donaciones.'],
    'contact-messages': ['No contact messages found.', 'No se encontraron mensajes de contacto.'],
    'user-progress': ['No user progress data found.', 'No se encontraron datos de progreso de usuarios.'],
  };
  for (const [index, locale] of (['en', 'es'] as const).entries()) {
    if (locale === 'es') {
      await page.getByRole('link', { name: 'Español' }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    }
    for (const [tab, messages] of Object.entries(empty)) {
      await page.goto(`/admin?tab=${tab}&q=${none}`);
      await expect(page.getByText(messages[index]!, { exact: true })).toBeVisible();
    }
  }
  await page.getByRole('link', { name: 'English' }).first().click();
});

test('an assistance application: the list holds no private answers; View Details decrypts them and the read is in the audit log', async ({ page, request }) => {
  const name = `Applicant ${tagOf('a')}`;
  await createAssistanceRequest(request, name, 'Staying with my sister for now');
  await openDashboard(page, `/admin?tab=assistance-requests&q=${encodeURIComponent(name)}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).not.toContainText('Staying with my sister');
  const csv = await (await page.request.get(`/api/admin/assistance-requests.csv?q=${encodeURIComponent(name)}`)).text();
  expect(csv).toContain(name);
  expect(csv).not.toContain('Staying with my sister');
  await page.getByRole('button', { name: `View Details: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toContainText('Staying with my sister for now');
  await expect(dialog).toContainText('Nonviolent offence, 2014');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('assistance_request.read');
});

test('contact messages in Spanish: dates as d MMM yyyy, subjects in Spanish', async ({ page, request }) => {
  const name = `Remitente ${tagOf('c')}`;
  await createContactMessage(request, name);
  await openDashboard(page, `/admin?tab=contact-messages&q=${encodeURIComponent(name)}`, 'es');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first().locator('td').first()).toHaveText(ES_DATE);
  await expect(tableRows(page).first()).toContainText('Voluntariado');
  await expect(tableRows(page).first()).toContainText('Nuevo');
});

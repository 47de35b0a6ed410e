import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openDashboard, parseCsv } from '../support/admin';
import { demoPassword } from '../support/accounts';
import { readPdf } from '../support/pdf-text';

// Issue 40: an admin downloads the funder report for a range, one class, in the funder's language, from the
// overview tab's form: a GET form straight to the CSV (or, with the second button, the PDF), so it downloads
// with script and without.

const words = {
  en: { from: 'From', to: 'To', group: 'Learners', classOf: 'Class of Demo Instructor', language: 'Spanish', download: 'Download the report (CSV)' },
  es: { from: 'Desde', to: 'Hasta', group: 'Alumnos', classOf: 'Clase de Demo Instructor', language: 'Inglés', download: 'Descargar el informe (CSV)' },
} as const;
// The report comes in the language chosen in the form: the other one here.
const report = {
  en: { header: ['Medida', 'Módulo', 'Valor'], from: 'Primer día', to: 'Último día', group: 'Clase de' },
  es: { header: ['Measure', 'Module', 'Value'], from: 'First day', to: 'Last day', group: 'Class of' },
} as const;

/** The report's rows (it ends its lines with CRLF, as RFC 4180 says). */
const rowsOf = (text: string) => parseCsv(text.replace(/\r\n/g, '\n'));

/** Presses Download and answers the file's rows and the address it came from. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { rows: rowsOf(await readFile((await file.path())!, 'utf8')), url: new URL(file.url()) };
}

for (const locale of ['en', 'es'] as const) {
  test(`an admin downloads the funder report for a range and one class, in the other language: ${locale}`, async ({ page }) => {
    const w = words[locale];
    const r = report[locale];
    await openDashboard(page, '/admin?tab=overview', locale);
    await page.getByLabel(w.from, { exact: true }).fill('2026-01-01');
    await page.getByLabel(w.to, { exact: true }).fill('2026-12-31');
    await page.getByLabel(w.group, { exact: true }).selectOption({ label: w.classOf });
    await page.getByRole('radio', { name: w.language }).check();
    const { rows, url } = await download(page, w.download);

    expect(url.pathname).toBe('/api/admin/impact/report.csv');
    expect(rows[0]).toEqual(r.header);
    expect(rows).toEqual(expect.arrayContaining([[r.from, '', '2026-01-01'], [r.to, '', '2026-12-31'], [r.group, '', 'Demo Instructor']]));
    // The same figures the API gives for that address (the file is the report, not a copy made in the page).
    const direct = await page.request.get(url.href);
    expect(rowsOf(await direct.text())).toEqual(rows);
  });
}

test('the same form downloads the report as a PDF to print, in the language chosen', async ({ page }) => {
  await openDashboard(page, '/admin?tab=overview', 'en');
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-12-31');
  await page.getByLabel('Learners', { exact: true }).selectOption({ label: 'Class of Demo Instructor' });
  await page.getByRole('radio', { name: 'Spanish' }).check();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the report (PDF)' }).click()]);
  const url = new URL(file.url());
  expect([url.pathname, url.searchParams.get('lang'), file.suggestedFilename()]).toEqual(['/api/admin/impact/report.pdf', 'es', 'impact-2026-01-01-to-2026-12-31.pdf']);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await readPdf(bytes);
  expect(text.split('\n')).toEqual(expect.arrayContaining(['Resultados e impacto', 'Clase de Demo Instructor']));
  expect((await page.request.get(url.href)).headers()['content-type']).toBe('application/pdf');
});

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('the form still downloads the report: blanks are the defaults (the last 12 months, all learners)', async ({ page }) => {
    const headers = { 'X-Requested-With': 'fetch' };
    expect((await page.request.post('/api/auth/login', { headers, data: { username: 'admin', password: demoPassword() } })).ok()).toBe(true);
    await page.goto('/admin?tab=overview&lang=en');
    const { rows, url } = await download(page, words.en.download);
    expect(url.searchParams.get('from')).toBe('');
    expect(rows).toEqual(expect.arrayContaining([['Class of', '', 'All learners']]));
    const to = rows.find((row) => row[0] === 'Last day')![2]!;
    expect(to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

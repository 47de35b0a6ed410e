import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { demoPassword, logIn } from './accounts';
import { pageRunning, usePreferences } from './preferences';

const json = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };

/** A short tag no other test uses: search for it to see only this test's rows. */
export const tagOf = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function post(request: APIRequestContext, path: string, data: unknown, lang = 'en') {
  const response = await request.post(path, { headers: { ...json, 'Accept-Language': lang, 'Idempotency-Key': randomUUID() }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The public workshop form, as a facility would send it. */
export const createFacilityRequest = (request: APIRequestContext, facilityName: string, fields: Record<string, unknown> = {}) =>
  post(request, '/api/facility-requests', {
    facilityName,
    facilityType: 'prison',
    contactName: 'Rosa Mendez',
    contactPosition: 'Program director',
    contactEmail: `${facilityName.toLowerCase().replace(/\W+/g, '')}@example.org`,
    contactPhone: '555-123-4567',
    facilityAddress: '1 Main Street, Springfield',
    participantCount: 20,
    preferredDate: 'Next spring',
    ...fields,
  });

export const createContactMessage = (request: APIRequestContext, name: string, message = 'I would like to volunteer at a workshop.') =>
  post(request, '/api/contact', { name, email: 'writer@example.org', subject: 'volunteer', message });

export const createAssistanceRequest = (request: APIRequestContext, fullName: string, currentSituation: string) =>
  post(request, '/api/assistance-requests', {
    fullName,
    email: 'applicant@example.org',
    phone: '555-123-4567',
    releaseDate: '2025-06-01',
    location: 'Denver',
    assistanceType: 'housing',
    currentSituation,
    criminalBackground: 'Nonviolent offence, 2014',
  });

export const createStory = (request: APIRequestContext, name: string) =>
  post(request, '/api/success-stories', { name, story: 'I opened my first bank account and now I save every month.', consentToPublish: true });

/** A new learner account made through the public sign-up call. */
export async function registerLearner(request: APIRequestContext, name: string) {
  const username = tagOf('u');
  await post(request, '/api/auth/register', { username, name, email: `${username}@example.org`, password: 'Tortilla-Rio-Verde-84' });
  return username;
}

/** The demo admin, signed in (through the English form), on a dashboard URL in the given language. */
export async function openDashboard(page: Page, path = '/admin', locale: 'en' | 'es' = 'en') {
  await logIn(page, 'admin', demoPassword());
  await usePreferences(page, { locale });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A staff page needs its code (issue 42: it loads at once, and nothing holds a press made before it).
  await pageRunning(page);
}

/** The rows of the dashboard's table (header row left out). */
export const tableRows = (page: Page) => page.getByRole('tabpanel').locator('table.admin-table').last().locator('tbody tr');

/** CSV text as a spreadsheet reads it: rows of cells (quotes handled, byte-order mark dropped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') (cell += '"'), (i += 1);
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(cell), (cell = '');
    else if (char === '\n') row.push(cell), rows.push(row), (row = []), (cell = '');
    else cell += char;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

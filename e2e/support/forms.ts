import type { APIRequest, APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';
import { demoPassword } from './accounts';
import { formTexts, type Language } from './form-texts';
import { apiLogIn } from './instructor';

export const formPaths = { facility: '/schedule', contact: '/contact', assistance: '/assistance', story: '/share-your-story' } as const;
export type FormName = keyof typeof formPaths;

/** A field by its visible label, exactly (hints and errors are not part of it). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * What a public form says after Send, at the form (the same with script or without: issue 42): its "sent"
 * panel (`role="status"`, after Post/Redirect/Get) or its "not sent" panel (`role="alert"`); the assistance
 * application's submitted screen.
 */
export const formAnswer = (page: Page) => page.locator('main').locator('.action-form__done, .action-form__failed, .forms-submitted');

/** Asserts the form says exactly these title and description texts. */
export async function expectFormSaid(page: Page, [title, description]: readonly [string, string] | readonly string[]) {
  const shown = formAnswer(page);
  await expect(shown).toContainText(title!);
  await expect(shown).toContainText(description!);
}

/** A tag no other test (or earlier run) has used, to find this test's rows and mails. */
export const tagOf = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills the field with this label, unless it is the one to leave untouched (`except`). */
async function fillUnless(page: Page, except: string | undefined, label: string, value: string) {
  if (label !== except) await field(page, label).fill(value);
}

/** Fills the workshop request form with valid answers (nothing submitted). */
export async function fillFacilityRequest(page: Page, language: Language, { facilityName, email }: { facilityName: string; email: string }, except?: string) {
  const t = formTexts[language].facility;
  await fillUnless(page, except, t.facilityName, facilityName);
  await page.getByRole('radio', { name: t.halfway }).check();
  await fillUnless(page, except, t.contactName, 'Rosa Méndez');
  await fillUnless(page, except, t.contactPosition, 'Program director');
  await fillUnless(page, except, t.contactEmail, email);
  await fillUnless(page, except, t.contactPhone, '(614) 555-0142');
  await fillUnless(page, except, t.facilityAddress, '12 River Road, Columbus, OH');
  await fillUnless(page, except, t.participantCount, '25');
  await fillUnless(page, except, t.preferredDate, 'Any Tuesday in May');
  await fillUnless(page, except, t.specialRequirements, 'No phones allowed 📵, "quotes" & <tags>');
}

export async function fillContactMessage(page: Page, language: Language, { name, email }: { name: string; email: string }, except?: string) {
  const t = formTexts[language].contact;
  await fillUnless(page, except, t.name, name);
  await fillUnless(page, except, t.email, email);
  await field(page, t.subject).selectOption({ label: t.volunteer });
  await fillUnless(page, except, t.message, 'I would like to help at a workshop. ¿Cómo empiezo? 🙂');
}

export async function fillAssistanceApplication(page: Page, language: Language, { fullName, email }: { fullName: string; email: string }, except?: string) {
  const t = formTexts[language].assistance;
  await fillUnless(page, except, t.fullName, fullName);
  await fillUnless(page, except, t.email, email);
  await fillUnless(page, except, t.phone, '555-123-4567');
  await fillUnless(page, except, t.releaseDate, 'March 2025');
  await fillUnless(page, except, t.location, 'Dayton, Ohio');
  await page.getByRole('radio', { name: t.both }).check();
  await fillUnless(page, except, t.currentSituation, 'Staying with my sister for now.');
  await fillUnless(page, except, t.criminalBackground, 'Prefer to talk about it on the phone.');
}

export async function fillStory(page: Page, language: Language, { name }: { name: string }, except?: string) {
  const t = formTexts[language].story;
  await fillUnless(page, except, t.name, name);
  await fillUnless(page, except, t.story, 'I opened my first bank account and now I save a little every month.');
  await fillUnless(page, except, t.location, 'Reno, Nevada');
  await page.getByRole('checkbox', { name: t.consent }).check();
}

/** Fills a form with valid answers, all but the field labelled `except` (left as it is). */
export async function fillForm(page: Page, form: FormName, language: Language, tag: string, email: string, except?: string) {
  if (form === 'facility') await fillFacilityRequest(page, language, { facilityName: tag, email }, except);
  if (form === 'contact') await fillContactMessage(page, language, { name: tag, email }, except);
  if (form === 'assistance') await fillAssistanceApplication(page, language, { fullName: tag, email }, except);
  if (form === 'story') await fillStory(page, language, { name: tag }, except);
}

/** The label of the field holding the tag, per form (to check what was typed stayed, or was cleared). */
export function tagField(form: FormName, language: Language): string {
  const t = formTexts[language];
  return { facility: t.facility.facilityName, contact: t.contact.name, assistance: t.assistance.fullName, story: t.story.name }[form];
}

/** Everything in localStorage and sessionStorage except the platform's saved language and theme. */
export async function typedStorage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const all: Record<string, string | null> = {};
    for (const [name, storage] of [['local', localStorage], ['session', sessionStorage]] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        if (!(name === 'local' && (key === 'locale' || key === 'theme'))) all[`${name}:${key}`] = storage.getItem(key);
      }
    }
    return all;
  });
}

/** Holds every call to `path` until the returned release() is called (to see the busy state). */
export async function holdRequests(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The demo admin, signed in on a context of its own (the dashboard's API reads what the forms stored). */
export async function adminApi(playwright: { request: APIRequest }): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await apiLogIn(request, 'admin', demoPassword());
  return request;
}

/** One row of an admin list, found by a tag in it. */
export async function adminFind(request: APIRequestContext, list: string, tag: string): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/admin/${list}?q=${encodeURIComponent(tag)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Record<string, unknown>[] };
  expect(items, `${list} holding ${tag}`).toHaveLength(1);
  return items[0]!;
}

/** The submit button of the page's form. */
export const submitButton = (page: Page, label: string): Locator => page.getByRole('button', { name: label, exact: true });

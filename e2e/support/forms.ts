import type { APIRequest, APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';
import { demoPassword } from './accounts';
import { formTexts, type Language } from './form-texts';
import { apiLogIn } from './instructor';

export const formPaths = { facility: '/schedule', contact: '/contact', assistance: '/assistance', story: '/share-your-story' } as const;
export type FormName = keyof typeof formPaths;

/** A field by its visible label, exactly (hints and errors are not part of it). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The one visible toast, in the page's language. */
export const toast = (page: Page, language: Language) => page.getByRole('region', { name: formTexts[language].notifications }).getByRole('listitem');

/** Asserts a toast with exactly these title and description texts. */
export async function expectToast(page: Page, language: Language, [title, description]: readonly [string, string] | readonly string[]) {
  const shown = toast(page, language);
  await expect(shown).toContainText(title!);
  await expect(shown).toContainText(description!);
}

/** A tag no other test (or earlier run) has used, to find this test's rows and mails. */
export const tagOf = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills the workshop request form with valid answers (nothing submitted). */
export async function fillFacilityRequest(page: Page, language: Language, { facilityName, email }: { facilityName: string; email: string }) {
  const t = formTexts[language].facility;
  await field(page, t.facilityName).fill(facilityName);
  await page.getByRole('radio', { name: t.halfway }).check();
  await field(page, t.contactName).fill('Rosa Méndez');
  await field(page, t.contactPosition).fill('Program director');
  await field(page, t.contactEmail).fill(email);
  await field(page, t.contactPhone).fill('(614) 555-0142');
  await field(page, t.facilityAddress).fill('12 River Road, Columbus, OH');
  await field(page, t.participantCount).fill('25');
  await field(page, t.preferredDate).fill('Any Tuesday in May');
  await field(page, t.specialRequirements).fill('No phones allowed 📵, "quotes" & <tags>');
}

export async function fillContactMessage(page: Page, language: Language, { name, email }: { name: string; email: string }) {
  const t = formTexts[language].contact;
  await field(page, t.name).fill(name);
  await field(page, t.email).fill(email);
  await field(page, t.subject).selectOption({ label: t.volunteer });
  await field(page, t.message).fill('I would like to help at a workshop. ¿Cómo empiezo? 🙂');
}

export async function fillAssistanceApplication(page: Page, language: Language, { fullName, email }: { fullName: string; email: string }) {
  const t = formTexts[language].assistance;
  await field(page, t.fullName).fill(fullName);
  await field(page, t.email).fill(email);
  await field(page, t.phone).fill('555-123-4567');
  await field(page, t.releaseDate).fill('March 2025');
  await field(page, t.location).fill('Dayton, Ohio');
  await page.getByRole('radio', { name: t.both }).check();
  await field(page, t.currentSituation).fill('Staying with my sister for now.');
  await field(page, t.criminalBackground).fill('Prefer to talk about it on the phone.');
}

export async function fillStory(page: Page, language: Language, { name }: { name: string }) {
  const t = formTexts[language].story;
  await field(page, t.name).fill(name);
  await field(page, t.story).fill('I opened my first bank account and now I save a little every month.');
  await field(page, t.location).fill('Reno, Nevada');
  await page.getByRole('checkbox', { name: t.consent }).check();
}

/** Fills a form with valid answers; the fields' values to check afterwards, by label. */
export async function fillForm(page: Page, form: FormName, language: Language, tag: string, email: string) {
  if (form === 'facility') await fillFacilityRequest(page, language, { facilityName: tag, email });
  if (form === 'contact') await fillContactMessage(page, language, { name: tag, email });
  if (form === 'assistance') await fillAssistanceApplication(page, language, { fullName: tag, email });
  if (form === 'story') await fillStory(page, language, { name: tag });
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

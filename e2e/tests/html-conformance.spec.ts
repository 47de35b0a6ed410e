import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { htmlErrors, type HtmlDocument } from '../support/nu-html-checker';
import { publicPages } from '../support/public-pages';

// The server's HTML of every public page, in both languages, and of a few signed-in pages, checked by the
// Nu Html Checker (issue 39): no error. All pages go to one run of the checker (one Java start).

const locales = ['en', 'es'] as const;
/** A few signed-in pages, the ones with the most forms, by the demo account that sees them (each costs a render). */
const signedInPages = {
  learner: ['/account', '/account/security'],
  instructor: ['/instructor'],
  admin: ['/admin', '/admin?tab=organisation'],
} as const;
/** The checker itself can fail: a one-line field with a multi-line autofill token (what /schedule had). */
const knownBad: HtmlDocument = {
  name: 'known bad',
  html: '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><input name="a" autocomplete="street-address"></body></html>',
};

async function pagesOf(request: APIRequestContext, paths: readonly string[], who: string): Promise<HtmlDocument[]> {
  const documents: HtmlDocument[] = [];
  for (const pagePath of paths) {
    for (const locale of locales) {
      const url = `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=${locale}`;
      const response = await request.get(url);
      expect(response.status(), `${who} ${url}`).toBe(200);
      documents.push({ name: `${who} ${url}`, html: await response.text() });
    }
  }
  return documents;
}

test('the server HTML of every public page, in English and Spanish, and of signed-in pages has no Nu Html Checker error', async ({ request, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const documents = await pagesOf(request, publicPages.map((page) => page.path), 'visitor');
  for (const [username, paths] of Object.entries(signedInPages)) {
    const account = await playwright.request.newContext({ baseURL });
    await apiLogIn(account, username, demoPassword());
    documents.push(...(await pagesOf(account, paths, username)));
    await account.dispose();
  }

  const errors = await htmlErrors([...documents, knownBad]);
  expect(errors.filter((error) => error.document === knownBad.name).map((error) => error.message)).toEqual([
    expect.stringContaining('The autofill field name “street-address” is not allowed in this context.'),
  ]);
  expect(errors.filter((error) => error.document !== knownBad.name)).toEqual([]);
});

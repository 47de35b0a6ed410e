import { expect, test } from '../support/test';
import { formTexts, languages } from '../support/form-texts';
import { usePreferences } from '../support/preferences';
import { startSite, type SiteProcess } from '../support/site-process';

// How visitors reach and leave the forms: the home page's testimonials (stories in the visitor's language
// first) invite them to share theirs, and /contact links to the social networks the site configuration
// names, in the server's HTML, and to no other.

const sampleLabel = { en: 'Marcus T. (sample story)', es: 'Marcus T. (historia de ejemplo)' };
const shareLink = { en: 'Share your story', es: 'Comparta su historia' };

for (const language of languages) {
  test(`${language}: the testimonials show stories in the visitor's language first and link to /share-your-story`, async ({ page }) => {
    await usePreferences(page, { locale: language });
    await page.goto('/');
    const stories = page.locator('#testimonials li');
    await expect(stories.first()).toHaveAttribute('lang', language);
    await expect(page.locator('#testimonials')).toContainText(sampleLabel[language]);
    await page.locator('#testimonials').getByRole('link', { name: shareLink[language] }).click();
    await expect(page).toHaveURL(/\/share-your-story$/);
    await expect(page.getByRole('heading', { level: 1, name: formTexts[language].story.heading })).toBeVisible();
  });
}

test('/contact shows no social links when none is configured', async ({ page, request }) => {
  const html = await (await request.get('/contact')).text();
  expect(html).toContain('Send Message');
  expect(html).not.toContain('social-links-heading');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Follow us' })).toHaveCount(0);
});

test.describe('a site with two social networks configured', () => {
  let site: SiteProcess;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({
      RATE_LIMIT_FACTOR: '100',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/reentry.example',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@reentry.example',
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('/contact links to exactly those two, already in the server-rendered HTML, in both languages', async ({ page, request }) => {
    for (const language of languages) {
      const html = await (await request.get(`${site.url}/contact?lang=${language}`)).text();
      expect(html).toContain('href="https://www.facebook.com/reentry.example"');
      expect(html).toContain('href="https://www.youtube.com/@reentry.example"');
      for (const network of ['Instagram', 'LinkedIn', 'X (Twitter)']) expect(html).not.toContain(`>${network}</a>`);
    }
    await usePreferences(page, { locale: 'es' });
    await page.goto(`${site.url}/contact`);
    const social = page.getByRole('region', { name: 'Síganos' });
    await expect(social.getByRole('link')).toHaveText(['Facebook', 'YouTube']);
  });
});

/**
 * @jest-environment node
 */
// The dashboard as the server renders it: loaders (role check, data), then HTML without any browser global.
import { xPost } from '@reentry/content/x-post';
import { emptyOrganisation } from '@reentry/contracts/organisation';
import { adminTabs } from '@reentry/contracts/admin-rules';
import { adminUser, fakeApi, json, page, siteConfig } from './test/fake-api';
import { contactMessage, donation, facilityRequest, user } from './test/fixtures';
import { renderServer } from './test/render-server';
import remote from './remote';

const overview = {
  weeks: 12,
  generatedAt: '2026-01-14T20:00:00.000Z',
  funnel: [0, 1, 2, 3, 4, 5, 6].map((step) => ({ step, learners: 10 - step })),
  perWeek: [{ week: '2026-01-12', facilityRequests: 2, assistanceRequests: 1, contactMessages: 0, donations: 3, donatedCents: 7500 }],
  perMonth: [{ month: '2026-01', activeMonthlyDonors: 4, newMonthlyDonors: 1, stoppedMonthlyDonors: 0, monthlyCents: 6000, oneTimeGifts: 3, oneTimeCents: 7500 }],
  mostMissed: [{ moduleId: 1, questionId: 'crypto-insured', text: 'Is crypto insured?', attempts: 4, missed: 3 }],
  overdue: { facilityRequests: 1, assistanceRequests: 0 },
};

const contentList = {
  documents: [
    { key: 'module-1', title: 'Lesson 1', version: 3, draftSaved: { at: '2026-01-14T20:00:00.000Z', by: 'ana' }, publishedVersion: 2, published: { at: '2026-01-14T20:00:00.000Z', by: 'ana' }, unpublishedChanges: true },
    { key: 'x-post', title: 'X post', version: 1, draftSaved: null, publishedVersion: 1, published: null, unpublishedChanges: false },
  ],
};
const editorUser = { ...adminUser, username: 'eddie', isAdmin: false, isContentEditor: true };

function api(overrides: Record<string, () => Response> = {}, me: unknown = adminUser) {
  return fakeApi({
    '/api/auth/me': () => (me ? json(200, me) : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } })),
    '/api/site-config': () => json(200, siteConfig),
    '/api/admin/overview': () => json(200, overview),
    '/api/admin/staff': () => json(200, [{ id: 1, name: 'Ada Admin', username: 'admin' }]),
    '/api/admin/instructors': () => json(200, [{ id: 9, name: 'Tina Teacher', username: 'tina', email: 'tina@example.org', studentCount: 2 }]),
    '/api/admin/facility-requests': () => json(200, page([facilityRequest])),
    '/api/admin/assistance-requests': () => json(200, page([])),
    '/api/admin/donations': () => json(200, page([donation(), donation({ id: 4, status: 'pending', amount: 1999 }), donation({ id: 5, status: 'failed', frequency: 'monthly', stripeSubscriptionId: 'sub_1' })])),
    '/api/admin/donations/monthly-donors': () =>
      json(200, { items: [{ id: 1, donorName: 'Monthly Maya', donorEmail: 'maya@example.org', amount: 1500, currency: 'usd', status: 'active', startedAt: '2026-01-02T15:00:00.000Z', stripeSubscriptionId: 'sub_1' }], totalMonthlyCents: 1500 }),
    '/api/admin/contact-messages': () => json(200, page([contactMessage])),
    '/api/admin/user-progress': () => json(200, page([user(), user({ id: 9, name: 'Tina Teacher', isInstructor: true, classification: 'instructor' })])),
    '/api/admin/success-stories': () => json(200, page([])),
    '/api/admin/audit-log': () => json(200, { items: [], page: 1, limit: 50, hasMore: false }),
    '/api/admin/organisation': () => json(200, { ...emptyOrganisation, phone: '(614) 555-0142', version: 3, updatedAt: '2026-01-14T20:00:00.000Z' }),
    '/api/admin/content': () => json(200, contentList),
    '/api/content/x-post': (request) => {
      const lang = request.url.endsWith('lang=es') ? 'es' : 'en';
      return json(200, { key: 'x-post', lang, version: 1, document: xPost[lang] });
    },
    ...overrides,
  });
}

async function html(url: string, options: Parameters<typeof api>[0] = {}, locale: 'en' | 'es' = 'en') {
  const result = await renderServer(url, { fetch: api(options).fetch, locale });
  if (result.type !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result.html;
}

describe('the admin remote', () => {
  it('implements RemoteModule v2 at /admin', () => {
    expect(remote).toMatchObject({ id: 'admin', contractVersion: 2 });
  });

  it('sends a visitor and a learner home, and an admin without two-step sign-in to set it up', async () => {
    expect(await renderServer('/admin', { fetch: api({}, null).fetch })).toEqual({ type: 'redirect', location: '/' });
    expect(await renderServer('/admin', { fetch: api({}, { ...adminUser, isAdmin: false }).fetch })).toEqual({ type: 'redirect', location: '/' });
    const twoStep = () => json(403, { error: { code: 'TWO_FACTOR_ENROLMENT_REQUIRED', message: 'Set up two-step sign-in.' } });
    expect(await renderServer('/admin', { fetch: api({ '/api/admin/overview': twoStep }).fetch })).toEqual({ type: 'redirect', location: '/account/security' });
  });

  it('renders every tab on the server with its data, the selected tab marked', async () => {
    expect(typeof window).toBe('undefined');
    const expected: Record<string, string[]> = {
      // The fake organisation has no legal name yet: the new-install prompt comes with the page (issue 39).
      overview: ['Fill in your organisation', 'href="/admin?tab=organisation"', 'Learner progress', 'Passed all six', 'Is crypto insured?', '1 workshop request waiting more than 2 business days', 'Figures from Jan 14, 2026, 3:00 PM EST.', 'Monthly and one-time giving', 'Jan 2026', '$60.00'],
      'facility-requests': ['Maple Halfway House', 'Halfway house', 'Overdue', 'Jan 5, 2026', 'Download CSV'],
      'assistance-requests': ['No assistance applications found.'],
      donations: ['$25.00', '$19.99', 'Succeeded', 'Pending', 'Failed', 'admin-badge--success', 'admin-badge--warning', 'admin-badge--danger', 'One-time', 'Monthly', 'Monthly donors', 'Monthly Maya', 'Each month: $15.00 from 1 donor', 'Jan 2, 2026'],
      'contact-messages': ['Tom Baker', 'Volunteering', 'In progress'],
      'user-progress': ['Sam Student', '2 of 6', 'Unassigned', 'Instructor'],
      instructors: ['Tina Teacher', 'Make instructor: Sam Student', 'Remove instructor: Tina Teacher', 'Instructor for Sam Student'],
      'success-stories': ['No success stories found.'],
      'x-post-generator': ['Share to X', '#FinancialLiteracy', 'Coming home after prison'],
      certificates: ['Certificate code', 'Find certificate'],
      'kiosk-links': ['Facility name', 'Make kiosk link'],
      content: ['Edit Lesson 1', 'href="/admin?tab=content&doc=module-1"', 'Changes not published', 'Version 2', 'X post templates', 'Never'],
      organisation: ['Public name', 'value="(614) 555-0142"', 'Last saved Jan 14, 2026, 3:00 PM EST.', 'Save details'],
      'audit-log': ['Nothing has been recorded yet.'],
    };
    for (const tab of adminTabs) {
      const page = await html(`/admin?tab=${tab}`);
      expect(page).toContain('<h1 tabindex="-1">Admin dashboard</h1>');
      expect(page).toMatch(new RegExp(`id="admin-tab-${tab}"[^>]*aria-selected="true"|aria-selected="true"[^>]*id="admin-tab-${tab}"`));
      for (const text of expected[tab]!) expect([tab, page.includes(text.replace(/&/g, '&amp;'))]).toEqual([tab, true]);
    }
  });

  it('shows the spec\'s empty messages and Spanish dates, amounts and words', async () => {
    const empty = { '/api/admin/facility-requests': () => json(200, page([])), '/api/admin/donations': () => json(200, page([])), '/api/admin/contact-messages': () => json(200, page([])), '/api/admin/user-progress': () => json(200, page([])) };
    expect(await html('/admin?tab=facility-requests', empty)).toContain('No facility requests found.');
    expect(await html('/admin?tab=donations', empty)).toContain('No donations found.');
    expect(await html('/admin?tab=contact-messages', empty)).toContain('No contact messages found.');
    expect(await html('/admin?tab=user-progress', empty)).toContain('No user progress data found.');
    const spanish = await html('/admin?tab=donations', {}, 'es');
    expect(spanish).toContain('Panel de administración');
    expect(spanish).toContain('5 ene 2026');
    expect(spanish).toMatch(/25,00\s(US\$|\$)/);
    expect(spanish).toContain('Completado');
  });

  it('asks the API for the list the URL names, and still renders when the API fails', async () => {
    const { fetch, requests } = api();
    await renderServer('/admin?tab=donations&q=grace&status=succeeded&sort=-amount&page=2&tab2=x', { fetch });
    expect(requests.map((r) => r.url)).toContain('/api/admin/donations?q=grace&status=succeeded&sort=-amount&page=2');
    const failing = await html('/admin?tab=donations', { '/api/admin/donations': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    // The page still renders; the browser asks again after hydration (the failed query is not in the page's cache).
    expect(failing).toContain('<h1 tabindex="-1">Admin dashboard</h1>');
    expect(failing).toContain('Loading…');
  });
});

describe('a content editor', () => {
  it('sees the content and organisation tabs, opens content first, and never calls the other tabs\' APIs', async () => {
    for (const url of ['/admin', '/admin?tab=content', '/admin?tab=nonsense']) {
      const { fetch, requests } = api({}, editorUser);
      const result = await renderServer(url, { fetch });
      if (result.type !== 'page') throw new Error(`${url}: redirected to ${result.location}`);
      expect(result.html).toMatch(/id="admin-tab-content"[^>]*aria-selected="true"|aria-selected="true"[^>]*id="admin-tab-content"/);
      expect(result.html.match(/role="tab"/g)).toHaveLength(2);
      expect(result.html).toContain('id="admin-tab-organisation"');
      expect(result.html).not.toContain('admin-tab-donations');
      expect(result.html).toContain('Edit Lesson 1');
      expect(result.html).toContain('<h1 tabindex="-1">Content studio</h1>');
      expect(result.html).not.toContain('Admin dashboard');
      expect(requests.map((request) => request.url.split('?')[0]!).filter((path) => path.startsWith('/api/admin'))).toEqual(['/api/admin/content']);
    }
  });

  it('opens the organisation tab (issue 39)', async () => {
    const { fetch, requests } = api({}, editorUser);
    const result = await renderServer('/admin?tab=organisation', { fetch });
    if (result.type !== 'page') throw new Error(`redirected to ${result.location}`);
    expect(result.html).toMatch(/id="admin-tab-organisation"[^>]*aria-selected="true"/);
    expect(result.html).toContain('(614) 555-0142');
    expect(requests.map((request) => request.url.split('?')[0]!).filter((path) => path.startsWith('/api/admin'))).toEqual(['/api/admin/organisation']);
  });

  it.each([
    ['en', 'You do not have access to this section', 'Go to Content'],
    ['es', 'No tiene acceso a esta sección', 'Ir a Contenido'],
  ] as const)('is told (%s) that a section their role cannot use is not theirs, never shown another tab instead', async (locale, title, goTo) => {
    for (const url of ['/admin?tab=donations', '/admin?tab=user-progress', '/admin?tab=audit-log']) {
      const { fetch, requests } = api({}, editorUser);
      const result = await renderServer(url, { fetch, locale });
      if (result.type !== 'page') throw new Error(`${url}: redirected to ${result.location}`);
      expect(result.html).toContain(`<h2 id="admin-no-access">${title}</h2>`);
      expect(result.html).toMatch(new RegExp(`<a href="/admin\\?tab=content"[^>]*>${goTo}</a>`));
      // No tab is open, so no tab names a panel that is not there.
      expect(result.html).not.toContain('aria-controls');
      expect(result.html).not.toContain('aria-selected="true"');
      expect(result.html).not.toContain('role="tabpanel"');
      expect(result.html).not.toContain('Edit Lesson 1');
      expect(requests.map((request) => request.url).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    }
  });

  it('is sent home when they are neither admin nor content editor', async () => {
    expect(await renderServer('/admin?tab=content', { fetch: api({}, { ...editorUser, isContentEditor: false }).fetch })).toEqual({ type: 'redirect', location: '/' });
  });
});

describe('list headings', () => {
  it('are sort links that keep the filter, with aria-sort on the sorted column', async () => {
    const page = await html('/admin?tab=donations&q=grace&sort=-amount');
    expect(page).toMatch(/<th scope="col" aria-sort="descending"><a class="admin-sort" href="\/admin\?tab=donations&amp;q=grace&amp;sort=amount"/);
    expect(page).toContain('href="/admin?tab=donations&amp;q=grace&amp;sort=-createdAt"');
    expect(page).toContain('href="/api/admin/donations.csv?q=grace&amp;sort=-amount"');
  });
});

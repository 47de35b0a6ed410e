import { screen, within } from '@testing-library/react';
import type { Overview } from '@reentry/contracts/admin-overview';
import { emptyOrganisation } from '@reentry/contracts/organisation';
import { fakeApi, json, siteConfig } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { OverviewTab } from './overview-tab';

jest.setTimeout(30_000);

const month = (m: string, patch: Partial<Overview['perMonth'][number]> = {}) => ({
  month: m, activeMonthlyDonors: 0, newMonthlyDonors: 0, stoppedMonthlyDonors: 0, monthlyCents: 0, oneTimeGifts: 0, oneTimeCents: 0, ...patch,
});

const overview: Overview = {
  weeks: 12,
  generatedAt: '2026-03-14T19:00:00.000Z',
  funnel: [{ step: 0, learners: 3 }],
  perWeek: [{ week: '2026-03-09', facilityRequests: 0, assistanceRequests: 0, contactMessages: 0, donations: 1, donatedCents: 2500 }],
  perMonth: [
    ...['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'].map((m) => month(m)),
    month('2026-01', { activeMonthlyDonors: 2, newMonthlyDonors: 2, monthlyCents: 4000, oneTimeGifts: 1, oneTimeCents: 5000 }),
    month('2026-02', { activeMonthlyDonors: 2, newMonthlyDonors: 1, stoppedMonthlyDonors: 1, monthlyCents: 1500, oneTimeGifts: 1, oneTimeCents: 1000 }),
    month('2026-03', { activeMonthlyDonors: 3, newMonthlyDonors: 1, stoppedMonthlyDonors: 0, monthlyCents: 123_456, oneTimeGifts: 4, oneTimeCents: 1500 }),
  ],
  mostMissed: [],
  overdue: { facilityRequests: 0, assistanceRequests: 0 },
};

const api = () => fakeApi({ '/api/admin/overview': () => json(200, overview), '/api/site-config': () => json(200, siteConfig) });
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the Overview tab: monthly giving over time', () => {
  it('shows the last 12 months as a captioned table (running, new, stopped, received) beside one-time gifts, and a chart that points to it', async () => {
    await renderClient(<OverviewTab />, { fetch: api().fetch });
    const table = await screen.findByRole('table', { name: 'Giving per month' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Month', 'Monthly donors at month end', 'New monthly donors', 'Stopped monthly gifts', 'Received from monthly gifts', 'One-time gifts', 'Received from one-time gifts',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(cells(rows[0]!)).toEqual(['Apr 2025', '0', '0', '0', '$0.00', '0', '$0.00']);
    expect(cells(rows[10]!)).toEqual(['Feb 2026', '2', '1', '1', '$15.00', '1', '$10.00']);
    expect(cells(rows[11]!)).toEqual(['Mar 2026', '3', '1', '0', '$1,234.56', '4', '$15.00']);
    expect(screen.getByRole('heading', { name: 'Monthly and one-time giving' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bar chart: Monthly and one-time giving. The same numbers are in the table below it.' })).toBeTruthy();
  });

  it('speaks Spanish, months included', async () => {
    await renderClient(<OverviewTab />, { fetch: api().fetch, locale: 'es' });
    const table = await screen.findByRole('table', { name: 'Donaciones por mes' });
    expect(within(table).getByRole('columnheader', { name: 'Donantes mensuales al final del mes' })).toBeTruthy();
    expect(cells(within(table).getAllByRole('row')[12]!)[0]).toMatch(/^mar 2026$/);
  });
});

describe('the Overview tab on a new install (issue 39)', () => {
  const withLegalName = (legalName: string) =>
    fakeApi({
      '/api/admin/overview': () => json(200, overview),
      '/api/site-config': () => json(200, siteConfig),
      '/api/admin/organisation': () => json(200, { ...emptyOrganisation, legalName, version: 1, updatedAt: null }),
    });

  it.each([
    ['en', "Fill in your organisation's details", "Go to the organisation's details"],
    ['es', 'Complete los datos de su organización', 'Ir a los datos de la organización'],
  ] as const)('says first, in %s, that the legal name is missing and leads to the Organisation tab', async (locale, heading, link) => {
    await renderClient(<OverviewTab />, { fetch: withLegalName('').fetch, locale });
    const prompt = await screen.findByRole('region', { name: heading });
    expect(within(prompt).getByRole('link', { name: link }).getAttribute('href')).toBe('/admin?tab=organisation');
    // Before the figures: the first thing an admin reads on the dashboard.
    expect(prompt.compareDocumentPosition(await screen.findByRole('table', { name: locale === 'en' ? 'Giving per month' : 'Donaciones por mes' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing once the legal name is filled in', async () => {
    await renderClient(<OverviewTab />, { fetch: withLegalName('Second Chance Inc.').fetch });
    await screen.findByRole('table', { name: 'Giving per month' });
    expect(screen.queryByRole('region', { name: "Fill in your organisation's details" })).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, json, page, siteConfig } from '../../test/fake-api';
import { facilityRequest } from '../../test/fixtures';
import { renderClient } from '../../test/render-client';
import { FacilityRequestsTab } from './facility-requests-tab';

// Rendering a whole tab takes a few seconds on a busy shared machine.
jest.setTimeout(30_000);

const api = () =>
  fakeApi({
    '/api/site-config': () => json(200, siteConfig),
    '/api/admin/staff': () => json(200, [{ id: 1, name: 'Ada Admin', username: 'admin' }]),
    '/api/admin/facility-requests': () => json(200, page([{ ...facilityRequest, facilityType: 'reentry', status: 'new', overdue: true }])),
  });

describe('the facility requests tab', () => {
  it.each([
    ['en', 'Reentry program', 'Prison or jail', 'Status', 'Overdue'],
    ['es', 'Programa de reinserción', 'Prisión o cárcel', 'Estado', 'Atrasado'],
  ] as const)('names facility types with the workshop form’s words, and shows the status once in the details (%s)', async (locale, reentry, prison, status, overdue) => {
    const fake = api();
    await renderClient(<FacilityRequestsTab params={{}} />, { fetch: fake.fetch, locale });
    const table = await screen.findByRole('table');
    expect(within(table).getByText(reentry)).toBeTruthy();
    const typeFilter = screen.getByRole('combobox', { name: locale === 'en' ? 'Type' : 'Tipo' }) as HTMLSelectElement;
    expect(Array.from(typeFilter.options, (option) => option.text)).toEqual(expect.arrayContaining([reentry, prison]));
    fireEvent.click(within(table).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(status)).toHaveLength(1);
    expect(within(dialog).getAllByText(overdue)).toHaveLength(1);
  });
});

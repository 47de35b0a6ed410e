import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminAssistanceRequest } from '@reentry/contracts/admin-lists';
import { fakeApi, json, page, siteConfig } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { AssistanceRequestsTab } from './assistance-requests-tab';

const row: AdminAssistanceRequest = {
  id: 5,
  reference: 'K7M2P9QX',
  fullName: 'Rosa Lopez',
  email: 'rosa@example.org',
  phone: '555-123-4567',
  releaseDate: '2025-06-01',
  location: 'Denver',
  assistanceType: 'housing',
  hasTransportation: false,
  locale: 'es',
  createdAt: '2026-01-05T15:00:00.000Z',
  status: 'new',
  assigneeId: null,
  assigneeName: null,
  overdue: true,
};

// Rendering a whole tab takes a few seconds on a busy shared machine.
jest.setTimeout(30_000);

describe('the assistance applications tab', () => {
  it('opens View Details in a dialog that reads the decrypted (audited) detail, never the list', async () => {
    const api = fakeApi({
      '/api/site-config': () => json(200, siteConfig),
      '/api/admin/staff': () => json(200, [{ id: 1, name: 'Ada Admin', username: 'admin' }]),
      '/api/admin/assistance-requests': () => json(200, page([row])),
      '/api/admin/assistance-requests/5': () =>
        json(200, { ...row, currentSituation: 'Staying with my sister', previousExperience: null, additionalNeeds: null, emergencyContact: 'Ana 555-000-1111', criminalBackground: 'Nonviolent, 2014' }),
    });
    await renderClient(<AssistanceRequestsTab params={{}} />, { fetch: api.fetch });
    expect(await screen.findByText('Rosa Lopez')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(api.requests.some((r) => r.url.startsWith('/api/admin/assistance-requests/'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'View Details: Rosa Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rosa Lopez' });
    expect(await screen.findByText('Staying with my sister')).toBeTruthy();
    expect(dialog.textContent).toContain('Nonviolent, 2014');
    // The status and the assignee show once, where they can be changed, with the Overdue badge.
    expect(within(dialog).getAllByText('Status')).toHaveLength(1);
    expect(within(dialog).getAllByText('Assigned to')).toHaveLength(1);
    expect(within(dialog).getAllByText('Overdue')).toHaveLength(1);
    expect((within(dialog).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('new');
    expect(api.requests.filter((r) => r.url === '/api/admin/assistance-requests/5')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

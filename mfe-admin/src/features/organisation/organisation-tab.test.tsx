import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyOrganisation } from '@reentry/contracts/organisation';
import { adminUser, fakeApi, json, siteConfig } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { OrganisationTab } from './organisation-tab';

jest.setTimeout(30_000);

const record = { ...emptyOrganisation, publicName: 'Second Chance', legalName: 'Second Chance Inc.', taxId: '12-3456789', phone: '(614) 555-0100', version: 4, updatedAt: null };
const editor = { ...adminUser, username: 'eddie', isAdmin: false, isContentEditor: true };

function api(me: unknown) {
  return fakeApi({
    '/api/auth/me': () => json(200, me),
    '/api/site-config': () => json(200, siteConfig),
    'GET /api/admin/organisation': () => json(200, record),
    'PUT /api/admin/organisation': (request) => json(200, { ...(request.body as object), version: 5, updatedAt: '2026-03-14T19:00:00.000Z' }),
  });
}

describe('the Organisation tab (issue 39)', () => {
  it('shows a content editor the name and tax details read-only, says why, and saves the phone they change', async () => {
    const { fetch, requests } = api(editor);
    await renderClient(<OrganisationTab />, { fetch, path: '/admin?tab=organisation' });
    const legalName = await screen.findByLabelText<HTMLInputElement>('Legal name');
    await waitFor(() => expect(legalName.readOnly).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('Tax ID (EIN)').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Public name').readOnly).toBe(true);
    expect(screen.getByText('Only an administrator can change these. You can change everything below.')).toBeTruthy();
    const phone = screen.getByLabelText<HTMLInputElement>('Phone');
    expect(phone.readOnly).toBe(false);
    fireEvent.change(phone, { target: { value: '(614) 555-0188' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toMatchObject({ phone: '(614) 555-0188', legalName: 'Second Chance Inc.', version: 4 });
  });

  it('lets an admin change every field', async () => {
    await renderClient(<OrganisationTab />, { fetch: api(adminUser).fetch, path: '/admin?tab=organisation' });
    const legalName = await screen.findByLabelText<HTMLInputElement>('Legal name');
    // The dashboard's loader has the session before the tab shows; here it arrives just after.
    await waitFor(() => expect(legalName.readOnly).toBe(false));
    expect(screen.getByLabelText<HTMLInputElement>('Tax ID (EIN)').readOnly).toBe(false);
    expect(screen.queryByText('Only an administrator can change these. You can change everything below.')).toBeNull();
  });
});

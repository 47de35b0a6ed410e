import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { KioskLinksTab } from './kiosk-links-tab';

jest.setTimeout(30_000);

const made = { facilityName: 'Maple Halfway House', path: '/kiosk?facility=TWFwbGU.abc', url: 'https://example.org/kiosk?facility=TWFwbGU.abc' };

describe('the kiosk links tab', () => {
  it('makes a facility’s link, shows it and copies it', async () => {
    const api = fakeApi({ 'POST /api/admin/kiosk-links': () => json(200, made) });
    const { platform } = await renderClient(<KioskLinksTab />, { fetch: api.fetch });
    fireEvent.change(screen.getByLabelText('Facility name'), { target: { value: '  Maple Halfway House ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make kiosk link' }));
    expect(await screen.findByRole('heading', { name: 'Kiosk link for Maple Halfway House' })).toBeTruthy();
    expect(api.requests.at(-1)).toEqual({ method: 'POST', url: '/api/admin/kiosk-links', body: { facilityName: '  Maple Halfway House ' } });
    expect((screen.getByLabelText('Kiosk link') as HTMLInputElement).value).toBe(made.url);

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(platform.toasts.at(-1)).toEqual({ title: 'Link copied', description: 'Open it on each of Maple Halfway House’s tablets.', variant: 'success' }));
    expect(writeText).toHaveBeenCalledWith(made.url);
  });

  it('asks for a name before calling the API, and shows the API’s own words for a bad one', async () => {
    const api = fakeApi({
      'POST /api/admin/kiosk-links': () =>
        json(400, { error: { code: 'VALIDATION_FAILED', message: 'Check the form.', fields: { facilityName: 'The facility name must be 80 characters or fewer.' } } }),
    });
    await renderClient(<KioskLinksTab />, { fetch: api.fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Make kiosk link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the facility name (at least 2 letters).');
    expect(api.requests).toEqual([]);

    fireEvent.change(screen.getByLabelText('Facility name'), { target: { value: 'x'.repeat(79) + '\u00e9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make kiosk link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The facility name must be 80 characters or fewer.'));
    expect(screen.queryByLabelText('Kiosk link')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderClient(<KioskLinksTab />, { fetch: fakeApi({}).fetch, locale: 'es' });
    expect(screen.getByLabelText('Nombre del centro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear enlace de quiosco' })).toBeTruthy();
  });
});

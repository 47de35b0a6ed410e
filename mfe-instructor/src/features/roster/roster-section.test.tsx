import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import type { RosterPerson } from '@reentry/contracts/roster';
import { createMockPlatform, createQueryClient, loadPlatformMessages, messagesQueryKey, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../../i18n/load-messages';
import { json } from '../../test/fixtures';
import { RosterSection } from './roster-section';

/** A fake API holding the roster; records each POST's body. */
function rosterApi(people: RosterPerson[]) {
  const posts: unknown[] = [];
  const fetch: FetchLike = async (url, init) => {
    if (url.split('?')[0] !== '/api/instructor/roster') return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    if (init?.method !== 'POST') return json(200, { people });
    const body = JSON.parse(String(init.body)) as { name: string };
    posts.push(body);
    const person = { id: people.length + 1, name: body.name, addedAt: '2026-03-05T16:30:00.000Z', claimedAt: null, claimCodeExpiresAt: null };
    people = [...people, person];
    return json(201, person);
  };
  return { fetch, posts };
}

async function roster(locale: Locale, people: RosterPerson[] = []) {
  const api = rosterApi(people);
  const announced: string[] = [];
  const queryClient = createQueryClient();
  queryClient.setQueryData(messagesQueryKey('instructor', locale), await loadMessages(locale));
  queryClient.setQueryData(messagesQueryKey('platform', locale), await loadPlatformMessages(locale));
  render(
    <PlatformProvider platform={createMockPlatform({ fetch: api.fetch, getLocale: () => locale })} queryClient={queryClient} catalogs={{ platform: loadPlatformMessages, instructor: loadMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <MemoryRouter>
        <RosterSection announce={(text) => announced.push(text)} />
      </MemoryRouter>
    </PlatformProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { api, announced };
}

describe('the class roster in the portal (issue 41)', () => {
  it('adds people one after another by name or number; the field empties and keeps focus for the next', async () => {
    const { api, announced } = await roster('en', [{ id: 1, name: 'Luis Ortega', addedAt: '2026-03-05T16:30:00.000Z', claimedAt: null, claimCodeExpiresAt: null }]);
    const list = await screen.findByRole('list', { name: 'People without an account' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Luis Ortega']);
    const field = screen.getByLabelText('Name or roster number') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '  #1047  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the class' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Luis Ortega', '#1047']));
    expect(api.posts).toEqual([{ name: '#1047' }]);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(announced).toContain('#1047 was added to the class.');
  });

  it("says what is wrong at the field in the contract's words, in Spanish, and sends nothing", async () => {
    const { api } = await roster('es');
    expect(await screen.findByText('Todavía no hay nadie.')).toBeTruthy();
    const field = screen.getByLabelText('Nombre o número de la lista') as HTMLInputElement;
    const describedBy = () => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar a la clase' }));
    await waitFor(() => expect(describedBy()).toContain('Escriba un nombre o un número de la lista.'));
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'x'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar a la clase' }));
    await waitFor(() => expect(describedBy()).toContain('Use 80 caracteres o menos para el nombre.'));
    expect(api.posts).toEqual([]);
  });

  it('says who claimed their work and when, and links to the claim cards while someone has not', async () => {
    await roster('es', [
      { id: 1, name: 'Luis Ortega', addedAt: '2026-03-05T16:30:00.000Z', claimedAt: '2026-11-02T15:00:00.000Z', claimCodeExpiresAt: null },
      { id: 2, name: '#1047', addedAt: '2026-03-05T16:30:00.000Z', claimedAt: null, claimCodeExpiresAt: '2027-05-01T00:00:00.000Z' },
    ]);
    const list = await screen.findByRole('list', { name: 'Personas sin cuenta' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Luis Ortega · reclamó el 2 de noviembre de 2026', '#1047']);
    expect(screen.getByRole('link', { name: 'Imprimir tarjetas para reclamar' }).getAttribute('href')).toBe('/instructor/claim-cards');
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';
import remote from '../remote';
import { ana, bo, fakeApi, instructor, luis } from '../test/fixtures';

async function portal(path = '/instructor') {
  localStorage.setItem('locale', 'en');
  const api = fakeApi({ me: instructor, students: [ana, luis, bo] });
  const platform = createMockPlatform({ fetch: api.fetch });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(remote.routes({ queryClient, api: platform.api, getLocale: () => 'en' }), { initialEntries: [path] });
  render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ instructor: loadMessages }} preferences={{ locale: 'en', theme: 'light', saved: { locale: true, theme: true } }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Instructor portal' });
  return { router, asked: api.asked };
}

const names = () => within(screen.getByRole('region', { name: 'Your students' })).getAllByRole('link').map((link) => link.querySelector('.student-card__name')!.textContent);

describe('the My Students tab', () => {
  it('filters by name or email and sorts by progress, keeping the order in the URL', async () => {
    const { router } = await portal();
    expect(names()).toEqual(['Ana Díaz', 'Bo Kim', 'Luis Ortiz']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'progress-desc' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.search).toBe('?sort=progress-desc');
    expect(names()).toEqual(['Bo Kim', 'Ana Díaz', 'Luis Ortiz']);
    fireEvent.change(screen.getByLabelText('Search by name, username or email'), { target: { value: 'luis@' } });
    expect(names()).toEqual(['Luis Ortiz']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 students');
    fireEvent.change(screen.getByLabelText('Search by name, username or email'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No students match your search.');
  });

  it('opens a student from the list, moves focus to their name, and Close goes back to the prompt', async () => {
    const { router } = await portal();
    expect(screen.getByText('Select a student to view their details')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: /Ana Díaz/ })));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ana Díaz' });
    expect(router.state.location.search).toBe('?student=12');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: /Ana Díaz/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { level: 4, name: 'Module 2: Digital Wallets & Security' })).toBeTruthy();
    expect(screen.getByText(/Chose: A kind of prepaid debit card/).textContent).toContain('Right answer: A shared record of payments');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Select a student to view their details')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys, and the tab is in the URL', async () => {
    const { router } = await portal();
    const students = screen.getByRole('tab', { name: 'My Students' });
    expect(students.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(students.id);
    await act(async () => fireEvent.keyDown(students, { key: 'ArrowRight' }));
    expect(router.state.location.search).toBe('?tab=resources');
    const resources = await screen.findByRole('tab', { name: 'Teaching Resources', selected: true });
    expect(document.activeElement).toBe(resources);
    expect(await screen.findByRole('heading', { level: 3, name: 'Module 1: Introduction to Digital Currency' })).toBeTruthy();
    await act(async () => fireEvent.keyDown(resources, { key: 'Home' }));
    expect(router.state.location.search).toBe('');
  });
});

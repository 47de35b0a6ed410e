import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserProgress } from '@reentry/contracts/admin-lists';
import { fakeApi, json, page, siteConfig } from '../../test/fake-api';
import { user } from '../../test/fixtures';
import { renderClient } from '../../test/render-client';
import { InstructorsTab } from './instructors-tab';

const tina = user({ id: 9, name: 'Tina Teacher', isInstructor: true, classification: 'instructor', completedModules: [] });
const sam = user();

function setup(answers: Parameters<typeof fakeApi>[0] = {}) {
  let rows: AdminUserProgress[] = [sam, tina];
  const api = fakeApi({
    '/api/site-config': () => json(200, siteConfig),
    '/api/admin/instructors': () => json(200, [{ id: 9, name: 'Tina Teacher', username: 'tina', email: 'tina@example.org', studentCount: rows.filter((r) => r.assignedInstructorId === 9).length }]),
    '/api/admin/user-progress': () => json(200, page(rows)),
    'POST /api/admin/users/20/toggle-instructor': (request) => {
      const isInstructor = (request.body as { isInstructor: boolean }).isInstructor;
      rows = rows.map((r) => (r.id === 20 ? { ...r, isInstructor, classification: isInstructor ? 'instructor' : 'unassigned' } : r));
      return json(200, { ...rows[0], clearedAssignments: 0 });
    },
    'POST /api/admin/students/20/assign-instructor': (request) => {
      const instructorId = (request.body as { instructorId: number | null }).instructorId;
      rows = rows.map((r) => (r.id === 20 ? { ...r, assignedInstructorId: instructorId, assignedInstructorName: instructorId ? 'Tina Teacher' : null, classification: instructorId ? 'assigned' : 'unassigned' } : r));
      return json(200, rows[0]);
    },
    ...answers,
  });
  return api;
}

// Rendering a whole tab takes a few seconds on a busy shared machine.
jest.setTimeout(30_000);

describe('the instructors tab', () => {
  it('assigns with the instructor id as a number and clears with null, shown at once', async () => {
    const api = setup();
    const { platform } = await renderClient(<InstructorsTab params={{}} />, { fetch: api.fetch });
    const select = (await screen.findByLabelText('Instructor for Sam Student')) as HTMLSelectElement;
    await within(select).findByRole('option', { name: 'Tina Teacher' });
    fireEvent.change(select, { target: { value: '9' } });
    await waitFor(() => expect(platform.toasts.at(-1)?.title).toBe('Sam Student now has instructor Tina Teacher.'));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ instructorId: 9 }]);
    expect(((await screen.findByLabelText('Instructor for Sam Student')) as HTMLSelectElement).value).toBe('9');
    // The same element, updated in place (a remounted select would lose keyboard focus).
    expect(screen.getByLabelText('Instructor for Sam Student')).toBe(select);
    await waitFor(() => expect(screen.getByRole('link', { name: /^1 \(students of Tina Teacher\)$/ })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Instructor for Sam Student'), { target: { value: '' } });
    await waitFor(() => expect(platform.toasts.at(-1)?.title).toBe('Sam Student has no instructor now.'));
    expect(api.requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({ instructorId: null });
  });

  it('toggles the instructor flag and shows the new role without reloading', async () => {
    const api = setup();
    const { platform } = await renderClient(<InstructorsTab params={{}} />, { fetch: api.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Make instructor: Sam Student' }));
    await screen.findByRole('button', { name: 'Remove instructor: Sam Student' });
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({ isInstructor: true });
    expect(platform.toasts.at(-1)).toEqual({ title: 'Sam Student is now an instructor.', variant: 'success' });
    // An instructor cannot be a student: no assignment choice any more.
    expect(screen.queryByLabelText('Instructor for Sam Student')).toBeNull();
  });

  it('says so when a change fails, with the server\'s reason, and keeps the old value', async () => {
    const refuse = () => json(400, { error: { code: 'VALIDATION_FAILED', message: 'That person is not an instructor. Make them an instructor first.' } });
    const api = setup({ 'POST /api/admin/students/20/assign-instructor': refuse });
    const { platform } = await renderClient(<InstructorsTab params={{}} />, { fetch: api.fetch });
    const select = (await screen.findByLabelText('Instructor for Sam Student')) as HTMLSelectElement;
    await within(select).findByRole('option', { name: 'Tina Teacher' });
    fireEvent.change(select, { target: { value: '9' } });
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({ title: 'Change not saved', description: 'That person is not an instructor. Make them an instructor first.', variant: 'destructive' }),
    );
    expect(((await screen.findByLabelText('Instructor for Sam Student')) as HTMLSelectElement).value).toBe('');
    const row = screen.getByText('Tina Teacher', { selector: 'th' }).closest('tr')!;
    expect(within(row).getByRole('link').textContent).toMatch(/^0/);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '../test/fake-api';
import { renderClient } from '../test/render-client';
import { WorkflowEditor } from './workflow-editor';

jest.setTimeout(30_000);

describe('a request\'s status and assignee editor', () => {
  it('keeps keyboard focus on Save changes while it saves, and sends one change for two presses', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      '/api/admin/staff': () => json(200, [{ id: 1, name: 'Ada Admin', username: 'admin' }]),
      'POST /api/admin/facility-requests/7/workflow': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderClient(<WorkflowEditor list="facility-requests" row={{ id: 7, status: 'new', assigneeId: null, assigneeName: null }} />, { fetch: api.fetch });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'done' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    answer(json(200, { id: 7, status: 'done', assigneeId: null, assigneeName: null }));
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(save);
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: '/api/admin/facility-requests/7/workflow', body: { status: 'done', assigneeId: null } }]);
  });
});

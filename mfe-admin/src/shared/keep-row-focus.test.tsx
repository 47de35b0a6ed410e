import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi } from '../test/fake-api';
import { renderClient } from '../test/render-client';
import { ListTable } from './list-table';
import { listMessages as m } from './list.messages';

jest.setTimeout(30_000);

/** A list whose row buttons take their row out of the list, as approving does under "Waiting for review". */
function Harness() {
  const [rows, setRows] = useState([{ id: 1 }, { id: 2 }, { id: 3 }]);
  return (
    <>
      <button type="button" onClick={() => setRows((current) => current.slice(0, -1))}>
        Drop the last row
      </button>
      <ListTable
        list="success-stories"
        tab="success-stories"
        params={{}}
        caption={m.filters}
        empty={m.loadFailed}
        rows={rows}
        columns={[{ id: 'act', header: m.actions, cell: (row) => <button type="button" onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}>Approve {row.id}</button> }]}
      />
    </>
  );
}

const press = (name: string) => {
  const button = screen.getByRole('button', { name });
  act(() => button.focus());
  fireEvent.click(button);
};

describe('a list row that leaves the list', () => {
  it('hands keyboard focus to the row that takes its place, then to the new last row', async () => {
    await renderClient(<Harness />, { fetch: fakeApi({}).fetch });
    press('Approve 2');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve 3' }));
    press('Approve 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve 1' }));
  });

  it('leaves focus alone when the user moved it out of the list', async () => {
    await renderClient(<Harness />, { fetch: fakeApi({}).fetch });
    press('Approve 1');
    press('Drop the last row');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drop the last row' }));
    expect(screen.queryByRole('button', { name: 'Approve 3' })).toBeNull();
  });
});

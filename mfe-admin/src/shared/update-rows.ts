import type { QueryClient } from '@tanstack/react-query';
import type { AdminPage } from '@reentry/contracts/admin-lists';
import type { AdminList } from '@reentry/contracts/admin-rules';

/**
 * Shows a change at once in every cached page of a list (the row is patched where it appears), then
 * asks the API again for the pages on screen, as a filter may now include or leave out the row.
 */
export function patchRows<Row extends { id: number }>(queryClient: QueryClient, list: AdminList, id: number, patch: Partial<Row>): void {
  queryClient.setQueriesData<AdminPage<Row>>({ queryKey: ['admin', list] }, (page) =>
    page?.items ? { ...page, items: page.items.map((row) => (row.id === id ? { ...row, ...patch } : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: ['admin', list] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
}

import { MODULE_IDS } from '@reentry/contracts/constants';

/** The module of `/instructor/answer-sheet/:moduleId`, or null for an address that names none. */
export function sheetModule(param: string | undefined): number | null {
  const id = Number(param);
  return (MODULE_IDS as readonly number[]).includes(id) && String(id) === param ? id : null;
}

/** A short id of the questions a sheet was printed for: a sheet of an older quiz is told apart at entry. */
export function sheetId(moduleId: number, questionIds: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of questionIds.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `M${moduleId}-${(hash % 36 ** 4).toString(36).toUpperCase().padStart(4, '0')}`;
}

import type { KeyboardEvent } from 'react';

/** A cell of the grid: its input carries the letters its question accepts (`data-letters="ABCD"`). */
const CELL = 'input[data-letters]';

/** What a key pressed in a cell did, for the words the page says politely (none: said nothing). */
export type KeyOutcome = { refused: string; letters: string; cell: HTMLInputElement } | null;

function cellsOf(table: HTMLElement): HTMLInputElement[] {
  return [...table.querySelectorAll<HTMLInputElement>(CELL)];
}

function moveTo(cell: HTMLInputElement | undefined) {
  if (!cell) return;
  cell.focus();
  cell.select();
}

/** The cell `rows` rows down (or up) in the same column: cells sit row by row, `columns` to a row. */
function vertical(cells: HTMLInputElement[], at: number, rows: number, columns: number) {
  return cells[at + rows * columns];
}

/**
 * The grid's keys (script only: without it the cells are plain inputs and the server checks everything).
 * A letter of the cell's question (either case) fills it and moves on, the row's end to the next row's
 * first cell; any other character is not entered and is said; Backspace in an empty cell moves back; the
 * arrow keys move. Tab, Enter (the form's button) and shortcuts with Ctrl, Alt or Cmd are the browser's.
 */
export function onGridKey(event: KeyboardEvent<HTMLElement>, columns: number): KeyOutcome {
  const cell = event.target as HTMLElement;
  if (!(cell instanceof HTMLInputElement) || !cell.matches(CELL) || event.ctrlKey || event.altKey || event.metaKey) return null;
  const cells = cellsOf(event.currentTarget);
  const at = cells.indexOf(cell);
  const letters = cell.dataset.letters ?? '';
  const go = (next: HTMLInputElement | undefined) => {
    event.preventDefault();
    moveTo(next);
    return null;
  };
  switch (event.key) {
    case 'ArrowRight':
      return go(cells[at + 1]);
    case 'ArrowLeft':
      return go(cells[at - 1]);
    case 'ArrowDown':
      return go(vertical(cells, at, 1, columns));
    case 'ArrowUp':
      return go(vertical(cells, at, -1, columns));
    case 'Backspace':
      return cell.value === '' ? go(cells[at - 1]) : null;
  }
  if ([...event.key].length !== 1) return null;
  event.preventDefault();
  const letter = event.key.toUpperCase();
  if (!letters.includes(letter)) return { refused: event.key, letters, cell };
  cell.value = letter;
  moveTo(cells[at + 1] ?? cell);
  return null;
}

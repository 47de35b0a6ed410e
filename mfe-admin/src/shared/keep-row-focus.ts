import { useLayoutEffect, useRef, type FocusEvent } from 'react';

const FOCUSABLE = 'a[href], button, select, input, textarea, [tabindex]:not([tabindex="-1"])';

interface Place {
  element: HTMLElement;
  row: number;
  control: number;
}

/**
 * When a change takes the focused row out of the list (a story approved under "Waiting for review", a
 * request marked done under "New"), the browser drops focus to the page's start. This puts it on the
 * same control of the row that took its place (or of the new last row), so a keyboard user goes on
 * from where they were. Focus the user moved elsewhere themselves is left alone.
 */
export function useKeepRowFocus() {
  const body = useRef<HTMLTableSectionElement>(null);
  const last = useRef<Place | null>(null);

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const element = event.target as HTMLElement;
    const row = element.closest('tr');
    if (!row || !body.current) return;
    last.current = { element, row: [...body.current.rows].indexOf(row), control: [...row.querySelectorAll(FOCUSABLE)].indexOf(element) };
  };

  useLayoutEffect(() => {
    const place = last.current;
    const rows = body.current?.rows;
    if (!place || place.element.isConnected || !rows || rows.length === 0) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const row = rows[Math.min(place.row, rows.length - 1)]!;
    const controls = row.querySelectorAll<HTMLElement>(FOCUSABLE);
    (controls[Math.max(0, Math.min(place.control, controls.length - 1))] ?? row.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  });

  return { ref: body, onFocus };
}

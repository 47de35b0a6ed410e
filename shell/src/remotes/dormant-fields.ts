// What the visitor typed, chose or ticked on a dormant page (dormant-page.ts), told to the page's code
// once it runs: React keeps a field's text when it hydrates, but does not know it changed.

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

const isTick = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What a field shows, to keep when it changes: its text or choice, or whether it is ticked. */
export function shownValue(field: Field): string {
  return isTick(field) ? String(field.checked) : field.value;
}

/**
 * Tells the page's code what the visitor did in a field, as if just done. Call it as soon as React has
 * hydrated the field (in a layout effect): React sets a controlled field back to its state whenever it
 * renders it again. A value goes through the element's own setter first (React's record of the value),
 * then the native one, so React sees a change; a tick is heard as a plain event named click (unlike a
 * mouse click, it changes nothing); a list's choice is set again, since React puts its own back.
 */
export function announceValue(field: Field, shown: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = shown;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isTick(field)) {
    const ticked = shown === 'true';
    if (ticked === field.defaultChecked) return;
    field.checked = !ticked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, ticked);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (field.value === field.defaultValue) return;
  const value = field.value;
  const { selectionStart, selectionEnd } = field;
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  if (selectionStart !== null && document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

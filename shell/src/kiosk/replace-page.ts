/** Loads `path` in place of the current history entry (a new document; Back does not return to this one). */
export function replacePage(path: string): void {
  window.location.replace(path);
}

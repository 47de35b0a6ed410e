/**
 * What the recovery codes' buttons do. Each runs inside the press's own event handler with no `await` before
 * the call that needs the gesture (clipboard, download, print): WebKit refuses them otherwise.
 */

/** The codes as a small text file's lines: a title, the codes, and how to use them. */
export function recoveryCodesText(title: string, codes: readonly string[], note: string): string {
  return [title, '', ...codes, '', note, ''].join('\n');
}

/** Starts writing to the clipboard now (inside the press); the promise says whether it worked. */
export function copyText(text: string): Promise<void> {
  try {
    return navigator.clipboard.writeText(text);
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Saves a text file: a Blob link clicked at once, then let go. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a moment later the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Prints only the element marked `data-print-only` (global.css hides the rest while this class is on). */
export function printOnly(): void {
  const root = document.documentElement;
  root.classList.add('printing-one-part');
  const done = () => {
    root.classList.remove('printing-one-part');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Browsers whose print() returns only after the dialog closes never miss this; the others send afterprint.
  if (!('onafterprint' in window)) done();
}

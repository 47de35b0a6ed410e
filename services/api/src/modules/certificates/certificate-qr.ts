import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side (the quiet zone around them is the drawer's job). */
  size: number;
  /** SVG path data: one rectangle per run of dark modules in a row, one unit per module. */
  path: string;
}

/**
 * A QR code as SVG path data, so the page draws it as inline SVG (no QR library in the browser) and the
 * PDF draws the very same path.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size, path: parts.join('') };
}

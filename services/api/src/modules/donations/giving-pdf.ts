import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Locale } from '@reentry/contracts/locale';
import { pdfSafeText } from '../certificates/certificate-pdf.js';

const PAGE = { width: 612, height: 792 };
const MARGIN = 64;
const WIDTH = PAGE.width - 2 * MARGIN;

/** Splits a paragraph into lines that fit the page width at `size`. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > WIDTH) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A receipt or statement as a one-page PDF: a bold title, then the mail's plain text, line by line. The
 * font shrinks until everything fits on one page (a long statement stays one page).
 */
export async function givingPdf(title: string, text: string, locale: Locale): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(pdfSafeText(title, regular));
  doc.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
  doc.setProducer('pdf-lib');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const paragraphs = text.split(/\n/).map((line) => pdfSafeText(line, regular));
  let size = 11;
  const layout = () => paragraphs.map((p) => (p.trim() ? wrap(p, regular, size) : ['']));
  let lines = layout();
  const height = () => lines.flat().length * size * 1.4 + 40;
  while (size > 5 && height() > PAGE.height - 2 * MARGIN) {
    size -= 0.5;
    lines = layout();
  }
  let y = PAGE.height - MARGIN;
  page.drawText(pdfSafeText(title, bold), { x: MARGIN, y, size: 16, font: bold, color: rgb(0, 0, 0) });
  y -= 32;
  for (const line of lines.flat()) {
    if (line) page.drawText(line, { x: MARGIN, y, size, font: regular, color: rgb(0, 0, 0) });
    y -= size * 1.4;
  }
  return doc.save();
}

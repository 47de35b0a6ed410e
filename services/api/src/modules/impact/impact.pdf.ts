import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { translate } from '../../i18n/translate.js';
import { pdfSafeText } from '../certificates/certificate-pdf.js';
import { fill } from '../certificates/certificate-wording.js';
import { FRAME, PAGE, layOut, type Block } from './impact-pdf-layout.js';
import { impactReportBlocks, type ImpactReport } from './impact-pdf-words.js';

const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * The staff report (issue 40) as a plain, printable PDF in the report's language: the same figures as the CSV
 * (hidden counts read "fewer than 10"), on as many pages as the module table needs, each page numbered.
 * Standard fonts only: a class name in another script loses its accents or becomes "?" (pdfSafeText).
 */
export async function impactPdf(report: ImpactReport, titles: ReadonlyMap<number, string>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = (text: string) => pdfSafeText(text, regular);
  const blocks = impactReportBlocks(report, titles).map((block): Block =>
    block.kind === 'table' ? { ...block, header: block.header.map(safe), rows: block.rows.map((row) => row.map(safe)) } : { ...block, text: safe(block.text) },
  );
  const { figures, locale } = report;
  doc.setTitle(safe(`${translate(locale, 'api.impact.pdf.title')}: ${figures.from} – ${figures.to}`));
  doc.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
  doc.setProducer('pdf-lib');

  const pages = layOut(blocks, (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size));
  pages.forEach((laid, i) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (const text of laid.texts) page.drawText(text.text, { x: text.x, y: text.y, size: text.size, font: text.bold ? bold : regular, color: BLACK });
    for (const rule of laid.rules) page.drawLine({ start: { x: rule.x1, y: rule.y }, end: { x: rule.x2, y: rule.y }, thickness: rule.thickness, color: GREY });
    const footer = safe(fill(translate(locale, 'api.impact.pdf.page'), { page: i + 1, pages: pages.length }));
    page.drawText(footer, { x: FRAME.right - regular.widthOfTextAtSize(footer, 8), y: FRAME.bottom - 28, size: 8, font: regular, color: GREY });
  });
  return doc.save();
}

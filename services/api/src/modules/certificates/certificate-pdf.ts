import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { OwnedCertificate } from '@reentry/contracts/certificates';
import { translate } from '../../i18n/translate.js';
import { fill, longDate } from './certificate-wording.js';

// US Letter, portrait. Everything stays inside A4's narrower width too, so "fit to page" on A4 paper
// prints it without shrinking the text.
const PAGE = { width: 612, height: 792 };
const CONTENT_WIDTH = 470;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.25, 0.25, 0.25);

/** Letters with a stroke have no decomposition: their plain letter, by hand. */
const STROKED: Record<string, string> = { Đ: 'D', đ: 'd', Ł: 'L', ł: 'l', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/**
 * Text the standard fonts can draw: they cover Windows-1252 (every Spanish letter, ¿ and ¡). Anything
 * else loses its accent or stroke if it has one (ő -> o, Ł -> L) or becomes "?", so a name in another script cannot stop
 * the PDF; the verification page always shows the exact name.
 */
export function pdfSafeText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'))
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const bare = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      return bare && Array.from(bare).every((c) => supported.has(c.codePointAt(0)!)) ? bare : '?';
    })
    .join('');
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws one line centred at `y`, shrinking the size until it fits the content width. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = BLACK): void {
  const safe = pdfSafeText(text, font);
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(safe, fitted) > CONTENT_WIDTH) fitted -= 0.5;
  page.drawText(safe, { x: (PAGE.width - font.widthOfTextAtSize(safe, fitted)) / 2, y, size: fitted, font, color });
}

function drawQr(page: PDFPage, qr: OwnedCertificate['qr'], x: number, y: number, side: number): void {
  const scale = side / qr.size;
  page.drawSvgPath(qr.path, { x, y: y + side, scale, color: BLACK, borderWidth: 0 });
}

/** The certificate as a one-page PDF, in the certificate's language, with the QR code of its verification address. */
export async function certificatePdf(certificate: OwnedCertificate, issuer?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const { wording: w, locale } = certificate;
  doc.setTitle(pdfSafeText(`${w.heading}: ${certificate.printedName}`, fonts.regular));
  doc.setSubject(pdfSafeText(certificate.title, fonts.regular));
  doc.setKeywords([certificate.code]);
  doc.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(`${certificate.issuedOn}T12:00:00Z`));

  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 36, y: 36, width: PAGE.width - 72, height: PAGE.height - 72, borderColor: BLACK, borderWidth: 3 });
  page.drawRectangle({ x: 44, y: 44, width: PAGE.width - 88, height: PAGE.height - 88, borderColor: BLACK, borderWidth: 0.75 });

  centred(page, w.heading, 680, fonts.bold, 32);
  centred(page, w.presentedTo, 630, fonts.regular, 14, GREY);
  centred(page, certificate.printedName, 590, fonts.bold, 30);
  page.drawLine({ start: { x: 120, y: 580 }, end: { x: PAGE.width - 120, y: 580 }, thickness: 0.75, color: BLACK });
  centred(page, w.completed, 550, fonts.regular, 14, GREY);
  centred(page, certificate.title, 520, fonts.bold, 20);

  let y = 486;
  for (const module of certificate.modules) {
    centred(page, fill(w.module, { id: module.id, title: module.title }), y, fonts.regular, 12);
    y -= 18;
  }
  y -= 14;
  centred(page, `${w.completedOn}: ${longDate(certificate.completedOn, locale)}`, y, fonts.regular, 12);
  centred(page, `${w.issuedOn}: ${longDate(certificate.issuedOn, locale)}`, y - 18, fonts.regular, 12);
  if (issuer) centred(page, fill(translate(locale, 'api.certificates.issuedBy'), { issuer }), y - 36, fonts.regular, 12);

  drawQr(page, certificate.qr, (PAGE.width - 120) / 2, 150, 120);
  centred(page, `${w.code}: ${certificate.code}`, 124, fonts.bold, 14);
  centred(page, w.verify, 104, fonts.regular, 10, GREY);
  centred(page, certificate.verifyUrl, 90, fonts.regular, 10, GREY);
  return doc.save();
}

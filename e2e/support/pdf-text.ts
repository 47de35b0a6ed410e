import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

const winAnsi = new TextDecoder('windows-1252');

/** A PDF's page count and the text its standard-font lines draw (each `<hex> Tj`), read with pdf-lib: the server's certificate and funder report. */
export async function readPdf(bytes: Uint8Array): Promise<{ pageCount: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(winAnsi.decode(Buffer.from(hex!, 'hex')));
    }
  }
  return { pageCount: doc.getPageCount(), text: lines.join('\n') };
}

/** Pages of a PDF Chromium printed (its text is not read: only how many pages). */
export async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

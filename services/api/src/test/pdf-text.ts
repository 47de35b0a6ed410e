import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

const winAnsi = new TextDecoder('windows-1252');

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const items = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return items.filter((item): item is PDFRawStream => item instanceof PDFRawStream);
}

/**
 * A PDF's page count and the text of its pages (each `<hex> Tj` of the standard fonts, one line each),
 * read back with pdf-lib: enough to prove what a certificate PDF prints.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pageCount: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    for (const stream of contentStreams(page)) {
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(winAnsi.decode(Buffer.from(hex!, 'hex')));
    }
  }
  return { pageCount: doc.getPageCount(), text: lines.join('\n') };
}

/** A supertest parser that keeps a binary answer (a PDF) as one Buffer: `.buffer(true).parse(binaryBody)`. */
export const binaryBody = (res: import('superagent').Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

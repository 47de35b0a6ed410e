import type Koa from 'koa';
import { StandardFonts, PDFDocument } from 'pdf-lib';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET } from '../../test/admin-kit.js';
import { learner, passModules } from '../../test/certificates-kit.js';
import { binaryBody, readPdf } from '../../test/pdf-text.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { pdfSafeText } from './certificate-pdf.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET, ORG_LEGAL_NAME: 'Reentry Finance Project' }) });
});
afterAll(() => db.destroy());


async function certified(name: string, lang: 'en' | 'es' = 'en') {
  const user = await learner(db.knex, name);
  await passModules(app, user.cookie, [1, 2, 3, 4, 5]);
  const res = await apiPost(app, '/api/certificates', {}, { cookie: user.cookie, lang });
  return { user, code: res.body.certificates[0].code as string };
}

const download = (code: string, cookie?: string) => apiGet(app, `/api/certificates/${code}.pdf`, cookie).buffer(true).parse(binaryBody);

describe('GET /api/certificates/{code}.pdf', () => {
  it('gives the owner a one-page PDF with the name, the code and the modules, as a private attachment', async () => {
    const { user, code } = await certified('María José Núñez');
    const res = await download(code.toLowerCase(), user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${code}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('María José Núñez');
    expect(pdf.text).toContain(code);
    expect(pdf.text).toContain('Certificate of Completion');
    expect(pdf.text).toContain('Module 5: Post-Release Financial Steps');
    expect(pdf.text).toContain('Issued by Reentry Finance Project');
    expect(pdf.text).toContain(`http://localhost:3000/certificates/verify/${code}`);
    expect(pdf.text).not.toContain(user.username);
  });

  it('is written in the certificate\'s language', async () => {
    const { user, code } = await certified('Ana Peña', 'es');
    const pdf = await readPdf((await download(code, user.cookie)).body as Buffer);
    expect(pdf.text).toContain('Certificado de finalización');
    expect(pdf.text).toContain('Módulo 1: Introducción al dinero digital');
    expect(pdf.text).toMatch(/Fecha de finalización: \d{1,2} de \w+ de \d{4}/);
  });

  it('draws a name outside the fonts\' characters without failing', async () => {
    const { user, code } = await certified('Đặng Thị Ngọc 李小龍 Łukasz');
    const pdf = await readPdf((await download(code, user.cookie)).body as Buffer);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('Dang Thi Ngoc ??? Lukasz');
  });

  it('is 404 for anyone but the owner, and 401 for a visitor', async () => {
    const { code } = await certified('Ana Peña');
    const other = await learner(db.knex);
    expectSafeEnvelope(await apiGet(app, `/api/certificates/${code}.pdf`, other.cookie), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiGet(app, `/api/certificates/${code}.pdf`), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiGet(app, '/api/certificates/not-a-code.pdf', other.cookie), 400, 'VALIDATION_FAILED');
  });
});

describe('pdfSafeText', () => {
  it('keeps every Spanish letter and sign, and replaces what the font cannot draw', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(pdfSafeText('¿Año? ¡Sí! áéíóú ÁÉÍÓÚ ñÑ üÜ', font)).toBe('¿Año? ¡Sí! áéíóú ÁÉÍÓÚ ñÑ üÜ');
    expect(pdfSafeText('Łódź Őrs 😀', font)).toBe('Lódz Ors ?');
  });
});

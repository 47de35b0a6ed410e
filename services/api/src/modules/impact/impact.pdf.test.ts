// Issue 40 §3: the funder report as a PDF, the same figures as the CSV, checked by the text it prints.
import type Koa from 'koa';
import request from 'supertest';
import { impactSchema, type Impact } from '@reentry/contracts/impact';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { binaryBody, readPdf } from '../../test/pdf-text.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { seedImpact } from '../../test/impact-kit.js';
import { refreshImpactDays } from './impact-days.js';
import { impactPdf } from './impact.pdf.js';

let db: TestDatabase;
let app: Koa;
let figures: Impact;
let instructorId: number;
const config = testConfig();

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config });
  const [row] = (await db.knex('users').insert({ username: 'pdf-teacher', passwordHash: 'x', name: 'Terry Teacher', isInstructor: true }).returning('id')) as { id: number }[];
  instructorId = row!.id;
  await seedImpact(db.knex, instructorId);
  await refreshImpactDays(db.knex, config.site.timeZone);
  figures = impactSchema.parse((await request(app.callback()).get('/api/impact?from=2026-03&to=2026-04')).body);
});
afterAll(() => db.destroy());

const user = async (role: { isAdmin?: boolean; isInstructor?: boolean } = { isAdmin: true }) => {
  const [row] = (await db.knex('users').insert({ username: `pdf-${Math.random()}`, passwordHash: 'x', name: 'Ada Admin', ...role }).returning('id')) as { id: number }[];
  return sessionCookieFor(db.knex, row!.id, config.sessionSecret);
};
const get = (query: string, cookie: string, lang: 'en' | 'es' = 'en') =>
  request(app.callback()).get(`/api/admin/impact/report.pdf?${query}`).set('Cookie', cookie).set('Accept-Language', lang);
const pdf = async (query: string, lang: 'en' | 'es' = 'en') => get(query, await user(), lang).buffer(true).parse(binaryBody);
const linesOf = async (body: Buffer) => {
  const read = await readPdf(body);
  return { pageCount: read.pageCount, lines: read.text.split('\n') };
};

describe('GET /api/admin/impact/report.pdf', () => {
  it('gives a PDF of the range with the counts, a row per module and per topic and "fewer than 10", audited with its format', async () => {
    const res = await pdf('from=2026-03-01&to=2026-04-30');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="impact-2026-03-01-to-2026-04-30.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const { pageCount, lines } = await linesOf(res.body as Buffer);
    // Two pages: the numbers and the modules, then the topics flow on (a table row never splits).
    expect(pageCount).toBe(2);
    expect(lines[0]).toBe('Outcomes & Impact');
    expect(lines.join(' ')).toMatch(/Figures from March 1, 2026 to April 30, 2026\. Last updated \w+ \d{1,2}, \d{4}\./);
    expect(lines).toEqual(expect.arrayContaining(['All learners', 'New learners', '300', 'Modules finished', '375', 'Page 1 of 2', 'Page 2 of 2']));
    // Module 1: 120 people with both, and its change as the /impact page says it.
    const one = figures.modules[0]!;
    const points = (share: number) => String(Math.round(share * 100));
    expect(lines).toContain(`+${points(one.gain!)} points (${points(one.ci95![0])} to ${points(one.ci95![1])})`);
    expect(lines.slice(lines.findIndex((line) => line.startsWith('Module 1:')))).toEqual(expect.arrayContaining(['201', '120', `${points(one.before!)}%`, `${points(one.after!)}%`]));
    // Module 4: 6 finished and 7 with both, so neither count shows, nor anything drawn from them.
    const four = lines.slice(lines.findIndex((line) => line.startsWith('Module 4:')));
    const cells = four.slice(four.findIndex((line) => line === 'fewer than 10'), four.findIndex((line) => line === 'fewer than 10') + 5);
    expect(cells).toEqual(['fewer than 10', 'fewer than 10', 'not shown', 'not shown', 'not shown']);
    // By topic: Scams, with its people and its change as the page says them.
    const scams = figures.objectives.find((topic) => topic.objective === 'scams')!;
    expect(lines).toContain('What learners knew, by topic');
    expect(lines.slice(lines.indexOf('Scams'))).toEqual(expect.arrayContaining([String(scams.pairs), `${points(scams.before!)}%`, `${points(scams.after!)}%`]));
    expect(lines.join(' ')).toContain('we write "fewer than 10"');
    expect(await db.knex('audit_log').where({ action: 'impact_report.exported' }).select('detail')).toEqual([{ detail: { format: 'pdf', from: '2026-03-01', to: '2026-04-30', instructorId: null } }]);
  });

  it("is in the funder's language over the browser's, and names the class", async () => {
    const res = await pdf(`from=2026-03-01&to=2026-04-30&instructorId=${instructorId}&lang=es`, 'en');
    const { lines } = await linesOf(res.body as Buffer);
    expect(lines[0]).toBe('Resultados e impacto');
    expect(lines.join(' ')).toMatch(/Cifras del 1 de marzo de 2026 al 30 de abril de 2026\. Última actualización: \d{1,2} de \w+ de \d{4}\./);
    expect(lines).toEqual(expect.arrayContaining(['Clase de Terry Teacher', 'Alumnos nuevos', '100', 'Módulo', 'Antes', 'Después', 'menos de 10']));
    expect(lines.some((line) => line.startsWith('Módulo 1:'))).toBe(true);
    expect(lines.join(' ')).toContain('escribimos "menos de 10"');
  });

  it('refuses a wrong query with the words of the request language, never a 500', async () => {
    const cookie = await user();
    for (const [query, field, words] of [
      ['from=2026-05-01&to=2026-04-01', 'from', 'El inicio debe ser antes del final.'],
      ['from=2026-02-30', 'from', 'Escriba la fecha con el año, el mes y el día, como 2026-01-31.'],
      [`to=${'9'.repeat(10_000)}`, 'to', 'Escriba la fecha con el año, el mes y el día, como 2026-01-31.'],
      ['from=2026-01-01%00', 'from', 'Escriba la fecha con el año, el mes y el día, como 2026-01-31.'],
      ['from=2026-01-01&from=2026-02-01', 'from', 'Escriba la fecha con el año, el mes y el día, como 2026-01-31.'],
      ['instructorId=%F0%9F%98%80', 'instructorId', 'Elija una clase de la lista.'],
      ['instructorId=999999', 'instructorId', 'Elija una clase de la lista.'],
      ['lang=fr', 'lang', 'Elija inglés o español.'],
    ] as const) {
      const res = await get(`${query}&__proto__[x]=1`, cookie, 'es');
      if (res.status !== 400) throw new Error(`${query}: ${res.status}`);
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.fields[field]).toBe(words);
    }
  });

  it('is for admins only, as the CSV is', async () => {
    expectSafeEnvelope(await get('', await user({})), 403, 'FORBIDDEN');
    expectSafeEnvelope(await get('', await user({ isInstructor: true })), 403, 'FORBIDDEN');
    expectSafeEnvelope(await request(app.callback()).get('/api/admin/impact/report.pdf'), 401, 'UNAUTHENTICATED');
  });
});

describe('impactPdf', () => {
  it('flows a long module table onto a second page, each page numbered, and draws any class name', async () => {
    const module = figures.modules[0]!;
    // No topics: the module table alone fills the second page.
    const many = { ...figures, modules: Array.from({ length: 40 }, (_, i) => ({ ...module, moduleId: i + 1 })), objectives: [] };
    const name = `Łukasz 李 😀 \u0000${'x'.repeat(300)}`;
    const { pageCount, lines } = await linesOf(Buffer.from(await impactPdf({ figures: many, locale: 'en', className: name, asOf: '2026-05-01' }, new Map())));
    expect(pageCount).toBe(2);
    expect(lines).toEqual(expect.arrayContaining(['Module 1', 'Module 40', 'Page 1 of 2', 'Page 2 of 2']));
    expect(lines.filter((line) => line === 'Before')).toHaveLength(2);
    // Letters the standard fonts lack lose their stroke or become "?"; a word too long for a line is cut.
    expect(lines).toContain('Class of Lukasz ? ?');
    expect(lines.filter((line) => /^\??x+$/.test(line)).join('')).toBe(`?${'x'.repeat(300)}`);
  });
});

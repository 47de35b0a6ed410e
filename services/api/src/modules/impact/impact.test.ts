// Issue 40 §3: the public impact figures, checked against an independent SQL computation over 300 seeded
// learners, and the rule that hides small groups (no hidden count can be worked out from shown totals).
import type Koa from 'koa';
import request from 'supertest';
import { impactSchema, type Impact } from '@reentry/contracts/impact';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { PLAN, seedImpact } from '../../test/impact-kit.js';
import { erasePersonalRows } from '../account/account-erasure.js';
import { refreshImpactDays } from './impact-days.js';
import { impactFigures, publicFigures } from './impact.service.js';
import { liveImpact } from './impact-days.js';
import { instants } from './impact-range.js';

let db: TestDatabase;
let app: Koa;
let figures: Impact;
let instructorId: number;
const config = testConfig();
const RANGE = `'2026-03-01'::timestamptz and '2026-05-01'::timestamptz`;

/** Student's t, 0.975 quantile, from the printed tables (independent of the service's expansion). */
const T_TABLE: Record<number, number> = { 11: 2.201, 29: 2.0452, 44: 2.0154, 59: 2.001, 119: 1.9801 };

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config });
  const [row] = (await db.knex('users').insert({ username: 'impact-teacher', passwordHash: 'x', name: 'Terry Teacher', isInstructor: true, createdAt: '2025-01-01T00:00:00Z' }).returning('id')) as { id: number }[];
  instructorId = row!.id;
  await seedImpact(db.knex, instructorId);
  expect(await refreshImpactDays(db.knex, config.site.timeZone)).toBe(true);
  const res = await request(app.callback()).get('/api/impact?from=2026-03&to=2026-04');
  expect(res.status).toBe(200);
  figures = impactSchema.parse(res.body);
});
afterAll(() => db.destroy());

const sql = async <T>(text: string): Promise<T[]> => ((await db.knex.raw(text)) as { rows: T[] }).rows;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

describe('GET /api/impact: every figure against SQL written here', () => {
  it('says the range and when it was counted', () => {
    expect(figures).toMatchObject({ from: '2026-03-01', to: '2026-04-30' });
    expect(Date.now() - Date.parse(figures.asOf)).toBeLessThan(60_000);
  });

  it('counts learners (not staff, not deleted, not made outside the range), certificates (valid) and facilities (done, by name)', async () => {
    const [counts] = await sql<{ learners: number; certificates: number; facilities: number }>(`
      select (select count(*) from users where created_at between ${RANGE} and deleted_at is null and not is_admin and not is_instructor and not is_content_editor) as learners,
             (select count(*) from certificates c join users u on u.id = c.user_id where c.issued_at between ${RANGE} and c.revoked_at is null and u.deleted_at is null and not u.is_admin and not u.is_instructor and not u.is_content_editor) as certificates,
             (select count(distinct upper(trim(facility_name))) from facility_requests where status = 'done' and created_at between ${RANGE}) as facilities`);
    expect(counts).toEqual({ learners: 300, certificates: 40, facilities: 12 });
    expect({ learners: figures.learners, certificates: figures.certificates, facilities: figures.facilities }).toEqual(counts);
  });

  it('gives each module its pairs, the mean shares before and after, the gain and its 95% interval', async () => {
    const rows = await sql<{ moduleId: number; n: number; before: number; after: number; sd: number | null }>(`
      select module_id as "moduleId", count(*)::int as n, avg(before_correct::numeric / before_total)::float8 as before,
             avg(after_correct::numeric / after_total)::float8 as after,
             stddev_samp(after_correct::numeric / after_total - before_correct::numeric / before_total)::float8 as sd
        from pre_checks p join users u on u.id = p.user_id
       where after_at between ${RANGE} and not u.is_admin and not u.is_instructor and not u.is_content_editor group by module_id order by 1`);
    expect(rows.map((row) => [row.moduleId, row.n])).toEqual(Object.entries(PLAN).filter(([, p]) => p.pairs > 0).map(([id, p]) => [Number(id), p.pairs]));
    for (const row of rows) {
      const shown = figures.modules.find((module) => module.moduleId === row.moduleId)!;
      if (row.n < 10) {
        expect(shown).toMatchObject({ pairs: null, before: null, after: null, gain: null, ci95: null });
        continue;
      }
      const gain = row.after - row.before;
      const half = (T_TABLE[row.n - 1]! * row.sd!) / Math.sqrt(row.n);
      expect(shown).toMatchObject({ pairs: row.n, before: round4(row.before), after: round4(row.after) });
      expect(shown.gain).toBeCloseTo(gain, 4);
      expect(shown.ci95![0]).toBeCloseTo(gain - half, 3);
      expect(shown.ci95![1]).toBeCloseTo(gain + half, 3);
      expect(shown.ci95![0]).toBeLessThanOrEqual(shown.gain!);
    }
    expect(figures.modules.find((module) => module.moduleId === 5)).toMatchObject({ pairs: 0, before: null, ci95: null });
  });

  it('gives well-being at sign-up and at 90 days, and the paired change with its interval', async () => {
    const [wb] = await sql<{ s: number; sm: number; f: number; fm: number; p: number; change: number; sd: number }>(`
      with w as (select w.* from well_being_answers w join users u on u.id = w.user_id
                  where w.created_at between ${RANGE} and not u.is_admin and not u.is_instructor and not u.is_content_editor)
      select (select count(*) from w where round = 'sign-up') as s, (select avg(score)::float8 from w where round = 'sign-up') as sm,
             (select count(*) from w where round = 'follow-up') as f, (select avg(score)::float8 from w where round = 'follow-up') as fm,
             count(*) as p, avg(f.score - s.score)::float8 as change, stddev_samp(f.score - s.score)::float8 as sd
        from w f join well_being_answers s on s.user_id = f.user_id and s.round = 'sign-up'
       where f.round = 'follow-up'`);
    const half = (T_TABLE[wb!.p - 1]! * wb!.sd) / Math.sqrt(wb!.p);
    expect(figures.wellBeing.signUp).toEqual({ count: wb!.s, meanScore: Math.round(wb!.sm * 10) / 10 });
    expect(figures.wellBeing.followUp).toEqual({ count: wb!.f, meanScore: Math.round(wb!.fm * 10) / 10 });
    expect(figures.wellBeing.paired.pairs).toBe(wb!.p);
    expect(figures.wellBeing.paired.change).toBeCloseTo(wb!.change, 1);
    expect(figures.wellBeing.paired.ci95![0]).toBeCloseTo(wb!.change - half, 1);
    expect(figures.wellBeing.paired.ci95![1]).toBeCloseTo(wb!.change + half, 1);
  });
});

describe('small groups', () => {
  it('hides every count from 1 to 9, and the figures drawn from it', () => {
    const counts = [figures.learners, figures.completedModules, figures.certificates, figures.facilities, ...figures.modules.flatMap((m) => [m.completed, m.pairs])];
    expect(counts.filter((n) => n !== null && n > 0 && n < 10)).toEqual([]);
    expect(figures.modules.find((module) => module.moduleId === 4)).toMatchObject({ completed: null, pairs: null, before: null, after: null, gain: null, ci95: null });
  });

  it('hides one more module when only the total would reveal a hidden one: no hidden count can be worked out from shown totals', async () => {
    const raw = await sql<{ moduleId: number; n: number }>(`
      select mp.module_id as "moduleId", count(*)::int as n from module_progress mp join users u on u.id = mp.user_id
       where mp.completed and mp.completed_at between ${RANGE} and u.deleted_at is null
         and not u.is_admin and not u.is_instructor and not u.is_content_editor group by 1 order by 1`);
    const total = raw.reduce((sum, row) => sum + row.n, 0);
    expect(figures.completedModules).toBe(total);
    const hidden = figures.modules.filter((module) => module.completed === null).map((module) => raw.find((row) => row.moduleId === module.moduleId)!.n);
    // Module 1: 200 of the range's learners and one who signed up before it (staff and deleted accounts left out).
    // Modules 4 (6 learners) and 5 (3) are small; 6 + 3 = 9 could be read as "the total minus the rest", so the
    // next smallest (module 3, 25) hides with them.
    expect(figures.modules.map((module) => module.completed)).toEqual([201, 80, null, null, null, 60]);
    const shownSum = figures.modules.reduce((sum, module) => sum + (module.completed ?? 0), 0);
    expect(total - shownSum).toBe(hidden.reduce((a, b) => a + b, 0));
    // What the total gives away is the sum of two or more hidden counts, 10 or more: no single one.
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(total - shownSum).toBeGreaterThanOrEqual(10);
  });
});

describe('the route', () => {
  it('is public and cached for 5 minutes; the same range answers from the cache', async () => {
    const again = await request(app.callback()).get('/api/impact?from=2026-03&to=2026-04');
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(again.body.asOf).toBe(figures.asOf);
  });

  it('answers a range that is not whole months, or backwards, with a translated 400', async () => {
    for (const [query, field, message] of [
      ['from=2026-03-05', 'from', 'Escriba el mes con el año y el mes, como 2026-01.'],
      ['to=2026-13', 'to', 'Escriba el mes con el año y el mes, como 2026-01.'],
      ['from=2026-05&to=2026-04', 'from', 'El inicio debe ser antes del final.'],
    ]) {
      const res = await request(app.callback()).get(`/api/impact?${query}`).set('Accept-Language', 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.fields[field!]).toBe(message);
    }
    const english = await request(app.callback()).get('/api/impact?from=2026-05&to=2026-04').set('Accept-Language', 'en');
    expect(english.body.error.fields.from).toBe('The start must come before the end.');
  });
});

describe('GET /api/admin/impact/report.csv', () => {
  const csv = async (query: string, lang: 'en' | 'es' = 'en', admin = true) => {
    const [row] = (await db.knex('users').insert({ username: `impact-admin-${Math.random()}`, passwordHash: 'x', name: 'Ada Admin', isAdmin: admin }).returning('id')) as { id: number }[];
    return request(app.callback()).get(`/api/admin/impact/report.csv?${query}`).set('Cookie', await sessionCookieFor(db.knex, row!.id, config.sessionSecret)).set('Accept-Language', lang);
  };
  const lines = (text: string) => text.replace(/^\uFEFF/, '').trim().split('\r\n');

  it('gives the same figures in the requester\'s language, hides small counts, and is audited', async () => {
    const res = await csv('from=2026-03-01&to=2026-04-30', 'es');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = lines(res.text);
    expect(rows[0]).toBe('Medida,Módulo,Valor');
    expect(rows).toEqual(expect.arrayContaining(['Alumnos nuevos,,300', 'Módulos terminados,,375', 'Alumnos que terminaron el módulo,4,menos de 10', 'Clase de,,Todos los alumnos']));
    const gain = figures.modules[0]!.gain!;
    expect(rows).toContain(`Aumento (puntos de porcentaje),1,${Math.round(gain * 1000) / 10}`);
    // By topic: the topics with pairs, by their Spanish names; none for a topic with no pairs.
    const scams = figures.objectives.find((row) => row.objective === 'scams')!;
    expect(rows).toContain(`"Veces que un alumno hizo un antes y un después, tema: Estafas",,${scams.pairs}`);
    expect(rows).toContain(`"Respuestas correctas después (%), tema: Estafas",,${Math.round(scams.after! * 1000) / 10}`);
    expect(rows.some((row) => row.includes('tema: Riesgo al invertir'))).toBe(false);
    expect(await db.knex('audit_log').where({ action: 'impact_report.exported' }).select('detail')).toEqual([{ detail: { format: 'csv', from: '2026-03-01', to: '2026-04-30', instructorId: null } }]);
  });

  it("narrows to one instructor's class, and refuses an id that is no instructor", async () => {
    const res = await csv(`from=2026-03-01&to=2026-04-30&instructorId=${instructorId}`);
    expect(lines(res.text)).toEqual(expect.arrayContaining(['Class of,,Terry Teacher', 'New learners,,100']));
    // The funder's language, chosen in the form, over the browser's.
    const inSpanish = await csv(`from=2026-03-01&to=2026-04-30&instructorId=${instructorId}&lang=es`);
    expect(lines(inSpanish.text)).toEqual(expect.arrayContaining(['Medida,Módulo,Valor', 'Clase de,,Terry Teacher', 'Alumnos nuevos,,100']));
    expect((await csv('lang=fr', 'es')).body.error.fields.lang).toBe('Elija inglés o español.');
    // The staff form's blanks (a GET form sends every field) are fields not given: the last 12 months, everyone.
    const blanks = await csv('from=&to=&instructorId=&lang=');
    expect([blanks.status, lines(blanks.text)[0]]).toEqual([200, 'Measure,Module,Value']);
    expect(lines(blanks.text)).toContain('Class of,,All learners');
    const wrong = await csv('instructorId=999999', 'es');
    expectSafeEnvelope(wrong, 400, 'VALIDATION_FAILED');
    expect(wrong.body.error.fields.instructorId).toBe('Elija una clase de la lista.');
  });

  it('is for admins only', async () => {
    expectSafeEnvelope(await csv('', 'en', false), 403, 'FORBIDDEN');
    expectSafeEnvelope(await request(app.callback()).get('/api/admin/impact/report.csv'), 401, 'UNAUTHENTICATED');
  });
});

// Last: it deletes a learner.
describe('the day sums', () => {
  const RANGE_DAYS = { from: '2026-03-01', to: '2026-04-30' };
  it('give the same figures as reading every row, and a deleted learner leaves them at the next rebuild', async () => {
    const live = publicFigures(await liveImpact(db.knex, instants(RANGE_DAYS, config.site.timeZone), config.site.timeZone), RANGE_DAYS, new Date());
    expect({ ...live, asOf: '' }).toEqual({ ...figures, asOf: '' });
    const gone = ((await db.knex('pre_checks').where({ moduleId: 1 }).whereBetween('afterAt', ['2026-03-01', '2026-05-01']).orderBy('userId').first('userId')) as { userId: number }).userId;
    await db.knex.transaction(async (trx) => {
      await erasePersonalRows(trx, gone);
      await trx('users').where({ id: gone }).update({ deletedAt: trx.fn.now(), name: '' });
    });
    expect((await impactFigures(db.knex, RANGE_DAYS, config.site.timeZone)).modules[0]!.pairs).toBe(120);
    await refreshImpactDays(db.knex, config.site.timeZone);
    const after = await impactFigures(db.knex, RANGE_DAYS, config.site.timeZone);
    expect(after.modules[0]!.pairs).toBe(119);
    expect(after.learners).toBe(299);
  });
});

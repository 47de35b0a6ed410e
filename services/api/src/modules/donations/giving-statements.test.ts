import type Koa from 'koa';
import { apiGet, apiPost } from '../../test/api-client.js';
import { userWith } from '../../test/admin-kit.js';
import { donationsApp, stripeTestConfig } from '../../test/donations-kit.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { mailsTo, signInAsDonor } from '../../test/monthly-kit.js';
import { binaryBody, readPdf } from '../../test/pdf-text.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { captureLogger } from '../../test/capture-logger.js';
import { createOrganisationStore } from '../organisation/organisation.service.js';
import { organisationDefaults } from '../organisation/organisation-defaults.js';
import { STATEMENT_KIND } from './giving-statement.js';
import { sendDueStatements, sendYearStatements, statementYearDue, type StatementDeps } from './giving-statements.service.js';

let db: TestDatabase;
let stripe: FakeStripe;
let app: Koa;
let deps: StatementDeps;
const NY = 'America/New_York';

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  const config = stripeTestConfig(stripe, { TRUST_PROXY: '1' });
  ({ app } = donationsApp(db.knex, config));
  deps = { knex: db.knex, logger: captureLogger().logger, organisation: createOrganisationStore({ knex: db.knex, defaults: organisationDefaults(config) }), timeZone: NY, publicUrl: config.publicUrl };

  const gift = (email: string, amount: number, succeededAt: string, extra: object = {}) => ({
    donorName: email.startsWith('ana') ? 'Ana Ruiz' : 'Sam Lee', donorEmail: email, amount, currency: 'usd', status: 'succeeded', locale: email.startsWith('ana') ? 'es' : 'en', succeededAt, ...extra,
  });
  const [monthly] = (await db.knex('monthly_gifts').insert({ donorName: 'Sam Lee', donorEmail: 'sam@example.org', amount: 1000, currency: 'usd', status: 'active', reference: '00000000-0000-4000-8000-000000000001' }).returning('id')) as { id: number }[];
  await db.knex('donations').insert([
    gift('sam@example.org', 2500, '2025-03-01T15:00:00Z'),
    gift('sam@example.org', 1000, '2025-06-01T15:00:00Z', { monthlyGiftId: monthly!.id, stripeInvoiceId: 'in_s1' }),
    gift('sam@example.org', 1000, '2025-07-01T15:00:00Z', { monthlyGiftId: monthly!.id, stripeInvoiceId: 'in_s2' }),
    // New Year's Eve in New York, already 2026 in UTC: counted in 2025.
    gift('sam@example.org', 500, '2026-01-01T03:00:00Z'),
    gift('sam@example.org', 9900, '2026-02-01T15:00:00Z'),
    gift('sam@example.org', 4000, '2025-08-01T15:00:00Z', { status: 'refunded', amountRefunded: 4000 }),
    gift('sam@example.org', 3000, '2025-09-01T15:00:00Z', { amountRefunded: 1000 }),
    gift('ana@example.org', 1234, '2025-11-20T15:00:00Z'),
    gift('pending@example.org', 1500, '2025-05-01T15:00:00Z', { status: 'pending' }),
  ]);
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});

describe('year-end giving statements', () => {
  it('sends each donor one statement for the year, however often and on however many replicas the job runs', async () => {
    const runs = await Promise.all([sendYearStatements(deps, 2025), sendYearStatements(deps, 2025), sendYearStatements(deps, 2025)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendYearStatements(deps, 2025)).toBe(0);
    expect(await sendDueStatements(deps, new Date('2026-01-15T12:00:00Z'))).toBe(0);

    const [sam] = await mailsTo(db.knex, 'sam@example.org', STATEMENT_KIND);
    expect(await mailsTo(db.knex, 'sam@example.org', STATEMENT_KIND)).toHaveLength(1);
    expect(sam!.subject).toBe('Your giving statement for 2025');
    expect(sam!.textBody).toContain('Mar 1, 2025: $25.00 (one-time gift)');
    expect(sam!.textBody).toContain('Jun 1, 2025: $10.00 (monthly gift)');
    expect(sam!.textBody).toContain('Dec 31, 2025: $5.00 (one-time gift)');
    expect(sam!.textBody).toContain('Sep 1, 2025: $20.00 (one-time gift)');
    expect(sam!.textBody).not.toContain('$40.00');
    expect(sam!.textBody).not.toContain('$99.00');
    expect(sam!.textBody).toContain('Total: $70.00');
    expect(sam!.textBody).toContain('No goods or services were provided in exchange for these donations.');
    expect(sam!.textBody).toContain('Reentry Financial Literacy, Inc.\nTax ID (EIN): 12-3456789');

    const [ana] = await mailsTo(db.knex, 'ana@example.org', STATEMENT_KIND);
    expect(ana!.subject).toBe('Su resumen de donaciones de 2025');
    expect(ana!.textBody).toContain('No se dieron bienes ni servicios a cambio de estas donaciones.');
    expect(ana!.htmlBody).toContain('<html lang="es">');
    expect(await mailsTo(db.knex, 'pending@example.org', STATEMENT_KIND)).toEqual([]);
  });

  it('runs only in January (in the organisation\'s time zone)', async () => {
    expect(statementYearDue(new Date('2026-01-01T06:00:00Z'), NY)).toBe(2025);
    expect(statementYearDue(new Date('2026-01-01T03:00:00Z'), NY)).toBeUndefined();
    expect(statementYearDue(new Date('2026-02-01T03:00:00Z'), NY)).toBe(2025);
    expect(statementYearDue(new Date('2026-07-01T12:00:00Z'), NY)).toBeUndefined();
    expect(await sendDueStatements(deps, new Date('2026-07-01T12:00:00Z'))).toBe(0);
  });

  it('gives the donor the statement as a one-page PDF through "Manage my giving"', async () => {
    const cookie = await signInAsDonor(app, db.knex, 'sam@example.org', '198.51.100.60');
    const mine = await apiGet(app, '/api/donations/mine', cookie);
    expect(mine.body.giving.statementYears).toEqual([2026, 2025]);
    const res = await apiGet(app, '/api/donations/mine/statements/2025', cookie).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('giving-statement-2025.pdf');
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('Total: $70.00');
    expect(pdf.text).toContain('Tax ID (EIN): 12-3456789');
    expectSafeEnvelope(await apiGet(app, '/api/donations/mine/statements/2019', cookie), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiGet(app, '/api/donations/mine/statements/20x5', cookie), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiGet(app, '/api/donations/mine/statements/2025'), 401, 'UNAUTHENTICATED');
  });

  it('lets an admin send a statement again (audited), and nobody else', async () => {
    const admin = await userWith(db.knex, 'statementadmin', { isAdmin: true });
    const learner = await userWith(db.knex, 'statementlearner');
    const res = await apiPost(app, '/api/admin/donations/statements', { email: 'Ana@Example.org', year: 2025 }, { cookie: admin.cookie });
    expect(res.status).toBe(202);
    expect(await mailsTo(db.knex, 'ana@example.org', STATEMENT_KIND)).toHaveLength(2);
    expect(await db.knex('audit_log').where({ action: 'giving_statement.resent', actorUserId: admin.id })).toHaveLength(1);
    expectSafeEnvelope(await apiPost(app, '/api/admin/donations/statements', { email: 'ana@example.org', year: 2019 }, { cookie: admin.cookie }), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiPost(app, '/api/admin/donations/statements', { email: 'ana@example.org', year: '2025' }, { cookie: admin.cookie }), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiPost(app, '/api/admin/donations/statements', { email: 'ana@example.org', year: 2025 }, { cookie: learner.cookie }), 403, 'FORBIDDEN');
    expect(await mailsTo(db.knex, 'ana@example.org', STATEMENT_KIND)).toHaveLength(2);
  });
});

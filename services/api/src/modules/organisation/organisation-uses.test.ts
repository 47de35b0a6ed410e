import type Koa from 'koa';
import { organisationExamples } from '@reentry/contracts/organisation.examples';
import { apiGet, apiPost, apiPut } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { learner, passModules } from '../../test/certificates-kit.js';
import { donationsApp, donor, receiptsFor, startDonation, stripeTestConfig } from '../../test/donations-kit.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { readPdf } from '../../test/pdf-text.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

// The details an admin saves reach what people keep: receipts, confirmation mails, the certificate PDF.
// The environment names another organisation, so each check proves the database row is what prints.

let db: TestDatabase;
let stripe: FakeStripe;
let app: Koa;
let admin: TestUser;
const saved = { ...organisationExamples[0]!.values, legalName: 'Saved Legal Name Inc.', publicName: 'Saved Public Name' };

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  app = donationsApp(db.knex, stripeTestConfig(stripe, { SESSION_SECRET: TEST_SECRET, ORG_LEGAL_NAME: 'Env Name Inc.' })).app;
  admin = await userWith(db.knex, 'uses-admin', { isAdmin: true });
  const { version } = (await apiGet(app, '/api/admin/organisation', admin.cookie)).body as { version: number };
  expect((await apiPut(app, '/api/admin/organisation', { ...saved, version }, { cookie: admin.cookie })).status).toBe(200);
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});

describe('the saved organisation details', () => {
  it('are on the donation receipt: legal name, tax ID, address, phone and email', async () => {
    const { intentId } = await startDonation(app, 25);
    stripe.update(intentId!, { status: 'succeeded', amount_received: 2500 });
    const body = { ...donor, amount: 2500, currency: 'usd', status: 'succeeded', stripePaymentIntentId: intentId, isAnonymous: false };
    expect((await apiPost(app, '/api/donations', body)).body).toEqual({ status: 'succeeded', frequency: 'once' });
    const { id } = (await db.knex('donations').where({ stripePaymentIntentId: intentId }).first('id')) as { id: number };
    const [receipt] = await receiptsFor(db.knex, id);
    expect(receipt!.subject).toBe('Thank you for your donation to Saved Legal Name Inc.');
    expect(receipt!.textBody).toContain('Saved Legal Name Inc.\nTax ID (EIN): 12-3456789\n100 Main St\nSuite 2\nColumbus, OH 43215');
    expect(receipt!.textBody).toContain('Call us: (614) 555-0100\nWrite to us: hello@secondchance.example.org');
    expect(receipt!.textBody).not.toContain('Env Name');
  });

  it('end the confirmation mail in the sender\'s language, where the assistance confirmation says to call or write', async () => {
    const application = { fullName: 'Marcus Taylor', email: 'marcus@example.org', phone: '555-123-4567', releaseDate: 'March 2025', location: 'Dayton, Ohio', assistanceType: 'both', currentSituation: 'Staying with my sister.' };
    expect((await apiPost(app, '/api/assistance-requests', application, { lang: 'es' })).status).toBe(201);
    const mail = (await db.knex('mail_outbox').where({ kind: 'assistance-confirmation' }).first('textBody')) as { textBody: string };
    expect(mail.textBody).toContain('Díganos este número si nos llama o nos escribe.');
    expect(mail.textBody).toContain(
      'Cómo comunicarse con nosotros:\nTeléfono: (614) 555-0100\nCorreo electrónico: hello@secondchance.example.org\nCorreo postal: 100 Main St, Suite 2, Columbus, OH 43215\nHorario de atención: De lunes a viernes, de 9 a 5',
    );
    expect(mail.textBody.trimEnd().endsWith('Saved Public Name')).toBe(true);
  });

  it('name the issuer on the certificate PDF (the public name)', async () => {
    const user = await learner(db.knex, 'Ana Issuer');
    await passModules(app, user.cookie, [1, 2, 3, 4, 5]);
    const { code } = (await apiPost(app, '/api/certificates', {}, { cookie: user.cookie })).body.certificates[0] as { code: string };
    const res = await apiGet(app, `/api/certificates/${code}.pdf`, user.cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect((await readPdf(res.body as Buffer)).text).toContain('Issued by Saved Public Name');
  });
});

import type Koa from 'koa';
import { successStoryListSchema } from '@reentry/contracts/success-stories';
import { apiGet, apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { seedSampleStories } from './success-stories.seed.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ STAFF_EMAIL: 'team@example.org' }) });
});
afterAll(() => db.destroy());

const storyBody = { name: 'Rosa Q.', story: 'Aprendí a hacer un presupuesto y ahora ahorro cada semana.', location: 'El Paso', occupation: '', consentToPublish: true };

describe('GET /api/success-stories', () => {
  it('lists approved stories only, newest first, without logging in', async () => {
    await db.knex('success_stories').insert([
      { name: 'Old', story: 'Approved long ago.', isApproved: true, createdAt: new Date('2024-01-01') },
      { name: 'Hidden', story: 'Waiting for review.', isApproved: false, createdAt: new Date('2025-06-01') },
      { name: 'New', story: 'Approved lately.', isApproved: true, createdAt: new Date('2025-01-01'), location: 'Reno, Nevada' },
    ]);
    const res = await apiGet(app, '/api/success-stories');
    expect(res.status).toBe(200);
    const stories = successStoryListSchema.parse(res.body);
    expect(stories.map((story) => story.name)).toEqual(['New', 'Old']);
    expect(stories[0]).toMatchObject({ location: 'Reno, Nevada', occupation: null, imageUrl: null, locale: 'en', createdAt: '2025-01-01T00:00:00.000Z' });
    expect(res.text).not.toMatch(/Hidden|isApproved/);
  });

  it("shows the reader's language only (?locale=, else Accept-Language); the other language only when it has none", async () => {
    const names = (res: { body: unknown }) => successStoryListSchema.parse(res.body).map((story) => story.name);
    // Only English stories so far: a Spanish reader sees them (marked as English) rather than nothing.
    expect(names(await apiGet(app, '/api/success-stories?locale=es'))).toEqual(['New', 'Old']);
    await db.knex('success_stories').insert({ name: 'Spanish', story: 'Aprobada.', isApproved: true, locale: 'es', createdAt: new Date('2023-01-01') });
    expect(names(await apiGet(app, '/api/success-stories?locale=es'))).toEqual(['Spanish']);
    expect(names(await apiGet(app, '/api/success-stories?locale=en'))).toEqual(['New', 'Old']);
    const byHeader = await apiGet(app, '/api/success-stories').set('Accept-Language', 'es-MX,es;q=0.9');
    expect(names(byHeader)).toEqual(['Spanish']);
    expect(byHeader.headers.vary).toMatch(/Accept-Language/);
    expectSafeEnvelope(await apiGet(app, '/api/success-stories?locale=fr'), 400, 'VALIDATION_FAILED');
  });

  it('shows a story written in the other language through its translation, marked as translated', async () => {
    const [original] = await db.knex('success_stories').insert({ name: 'Rosa', story: 'Abrí mi primera cuenta.', isApproved: true, locale: 'es', createdAt: new Date('2025-03-01') }).returning('id');
    await db.knex('success_stories').insert({ name: 'Rosa', story: 'I opened my first account.', isApproved: true, locale: 'en', translationOfId: original.id, createdAt: new Date('2025-03-02') });
    const english = successStoryListSchema.parse((await apiGet(app, '/api/success-stories?locale=en')).body);
    expect(english.map((story) => [story.name, story.locale, story.translatedFrom])).toEqual([
      ['Rosa', 'en', 'es'],
      ['New', 'en', null],
      ['Old', 'en', null],
    ]);
    expect(english[0]!.story).toBe('I opened my first account.');
    const spanish = successStoryListSchema.parse((await apiGet(app, '/api/success-stories?locale=es')).body);
    expect(spanish.map((story) => [story.name, story.locale, story.translatedFrom])).toEqual([
      ['Rosa', 'es', null],
      ['Spanish', 'es', null],
    ]);
    await db.knex('success_stories').where({ name: 'Rosa' }).del();
  });

  it('seeds three approved sample stories per language once, the Spanish ones as translations; each page shows its own', async () => {
    await db.knex('success_stories').del();
    expect(await seedSampleStories(db.knex)).toBe(6);
    expect(await seedSampleStories(db.knex)).toBe(0);
    const spanish = successStoryListSchema.parse((await apiGet(app, '/api/success-stories?locale=es')).body);
    expect(spanish).toHaveLength(3);
    for (const story of spanish) expect(story).toMatchObject({ locale: 'es', translatedFrom: 'en', name: expect.stringMatching(/\(historia de ejemplo\)$/) });
    const english = successStoryListSchema.parse((await apiGet(app, '/api/success-stories?locale=en')).body);
    expect(english).toHaveLength(3);
    for (const story of english) expect(story).toMatchObject({ locale: 'en', translatedFrom: null, name: expect.stringMatching(/\(sample story\)$/) });
    // An install from before the Spanish samples (English ones only) gets the Spanish ones once.
    await db.knex('success_stories').where({ locale: 'es' }).del();
    expect(await seedSampleStories(db.knex)).toBe(3);
  });
});

describe('POST /api/success-stories', () => {
  it('saves the story unapproved, in the language of the request, and tells staff; it is not listed', async () => {
    const res = await apiPost(app, '/api/success-stories', storyBody, { lang: 'es' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: true });
    const row = await db.knex('success_stories').where({ name: 'Rosa Q.' }).first();
    expect(row).toMatchObject({ story: storyBody.story, location: 'El Paso', occupation: null, isApproved: false, locale: 'es' });
    expect(row.publishConsentAt).toBeInstanceOf(Date);
    const list = successStoryListSchema.parse((await apiGet(app, '/api/success-stories?locale=es')).body);
    expect(list.map((story) => story.name)).not.toContain('Rosa Q.');
    const mail = await db.knex('mail_outbox').where({ kind: 'success-story-staff' }).first();
    expect(mail).toMatchObject({ toAddress: 'team@example.org', subject: 'New success story to review' });
    expect(mail.textBody).toContain(storyBody.story);
  });

  it('cannot be approved by the client, and needs consent', async () => {
    const sneaky = await apiPost(app, '/api/success-stories', { ...storyBody, name: 'Sneaky', isApproved: true, imageUrl: 'https://x.example/a.png' });
    expect(sneaky.status).toBe(201);
    expect(await db.knex('success_stories').where({ name: 'Sneaky' }).first('isApproved', 'imageUrl')).toEqual({ isApproved: false, imageUrl: null });
    const noConsent = await apiPost(app, '/api/success-stories', { ...storyBody, consentToPublish: false }, { lang: 'es' });
    expectSafeEnvelope(noConsent, 400, 'VALIDATION_FAILED');
    expect(noConsent.body.error.fields).toEqual({ consentToPublish: 'Por favor, acepte para que podamos compartir su historia' });
  });
});

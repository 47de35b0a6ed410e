import type Koa from 'koa';
import { successStoryListSchema } from '@reentry/contracts/success-stories';
import { apiGet } from '../../test/api-client.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp } from '../../test/test-app.js';
import { seedSampleStories } from './success-stories.seed.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
});
afterAll(() => db.destroy());

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
    expect(stories[0]).toMatchObject({ location: 'Reno, Nevada', occupation: null, imageUrl: null, createdAt: '2025-01-01T00:00:00.000Z' });
    expect(res.text).not.toMatch(/Hidden|isApproved/);
  });

  it('seeds three approved sample stories once, only into an empty table', async () => {
    await db.knex('success_stories').del();
    expect(await seedSampleStories(db.knex)).toBe(3);
    expect(await seedSampleStories(db.knex)).toBe(0);
    const stories = successStoryListSchema.parse((await apiGet(app, '/api/success-stories')).body);
    expect(stories).toHaveLength(3);
    for (const story of stories) expect(story.name).toMatch(/\(sample story\)$/);
  });
});

import { createOverviewCache } from './overview-cache.js';

describe('createOverviewCache', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('builds once for callers at the same time, serves fresh values, refreshes stale ones in the background', async () => {
    let builds = 0;
    const build = async () => (builds += 1);
    const cache = createOverviewCache<number>({ freshMs: 1000, maxAgeMs: 5000 });
    expect(await Promise.all([cache.get('k', build), cache.get('k', build)])).toEqual([1, 1]);
    jest.setSystemTime(500);
    expect(await cache.get('k', build)).toBe(1);
    jest.setSystemTime(2000);
    expect(await cache.get('k', build)).toBe(1); // stale: served, refreshed behind
    await Promise.resolve();
    expect(await cache.get('k', build)).toBe(2);
    jest.setSystemTime(10_000);
    expect(await cache.get('k', build)).toBe(3); // too old: rebuilt first
    expect(await cache.get('other', build)).toBe(4);
  });

  it('does not keep a failed build', async () => {
    const cache = createOverviewCache<number>();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});

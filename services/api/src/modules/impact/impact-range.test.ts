import { dayRange, instants, monthRange, startOfDay } from './impact-range.js';

describe('impact ranges', () => {
  it("start at midnight in the organisation's time zone, daylight saving included", () => {
    expect(startOfDay('2026-03-01', 'America/New_York').toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('take whole months publicly, any days for staff, and the last 12 months by default', () => {
    const now = new Date('2026-12-06T12:00:00Z');
    expect(monthRange({ from: '2026-02', to: '2026-02' }, now, 'UTC')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange({}, now, 'UTC')).toEqual({ from: '2026-01-01', to: '2026-12-06' });
    expect(dayRange({ from: '2026-03-05' }, now, 'UTC')).toEqual({ from: '2026-03-05', to: '2026-12-06' });
  });

  it('cover the last day whole', () => {
    const { start, end } = instants({ from: '2026-04-01', to: '2026-04-30' }, 'UTC');
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z']);
  });
});

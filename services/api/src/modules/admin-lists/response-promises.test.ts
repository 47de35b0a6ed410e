import { minusBusinessDays, overdueCutoffs } from './response-promises.js';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('minusBusinessDays (2 business days, New York)', () => {
  it.each([
    // now (UTC)                    cutoff (UTC)                  why
    ['2026-01-07T15:00:00Z', '2026-01-05T15:00:00.000Z'], // Wednesday 10:00 -> Monday 10:00
    ['2026-01-05T15:00:00Z', '2026-01-01T15:00:00.000Z'], // Monday 10:00 -> Thursday 10:00 (weekend skipped)
    ['2026-01-06T15:00:00Z', '2026-01-02T15:00:00.000Z'], // Tuesday 10:00 -> Friday 10:00
    ['2026-01-10T17:00:00Z', '2026-01-08T05:00:00.000Z'], // Saturday noon -> end of Wednesday (Thursday 00:00)
    ['2026-01-11T17:00:00Z', '2026-01-08T05:00:00.000Z'], // Sunday noon -> the same
  ])('now %s -> overdue if made before %s', (now, cutoff) => {
    expect(minusBusinessDays(at(now), 2, NY).toISOString()).toBe(cutoff);
  });

  it('counts days in the site time zone, not UTC', () => {
    // Monday 02:00 UTC is still Sunday evening in New York: the end of Friday counts, so Thursday 00:00.
    expect(minusBusinessDays(at('2026-01-12T02:00:00Z'), 2, NY).toISOString()).toBe('2026-01-08T05:00:00.000Z');
    // The same instant in Madrid is Monday 03:00: back to Thursday 03:00 Madrid time.
    expect(minusBusinessDays(at('2026-01-12T02:00:00Z'), 2, 'Europe/Madrid').toISOString()).toBe('2026-01-08T02:00:00.000Z');
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Tuesday 10 March 2026 10:00 EDT (14:00 UTC) -> Friday 6 March 10:00 EST (15:00 UTC).
    expect(minusBusinessDays(at('2026-03-10T14:00:00Z'), 2, NY).toISOString()).toBe('2026-03-06T15:00:00.000Z');
  });
});

describe('overdueCutoffs', () => {
  it('gives assistance applications 48 hours and workshop requests 2 business days', () => {
    const cutoffs = overdueCutoffs(at('2026-01-05T15:00:00Z'), NY);
    expect(cutoffs.assistance.toISOString()).toBe('2026-01-03T15:00:00.000Z');
    expect(cutoffs.workshop.toISOString()).toBe('2026-01-01T15:00:00.000Z');
  });
});

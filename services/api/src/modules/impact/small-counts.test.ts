import { shown, suppressGroup } from './small-counts.js';
import { pairedInterval, tQuantile975 } from './paired-interval.js';

describe('small counts', () => {
  it('reads 1 to 9 as "fewer than 10" (null); 0 and 10 and more show', () => {
    expect([0, 1, 9, 10, 250].map(shown)).toEqual([0, null, null, 10, 250]);
  });

  it('leaves a group with no small part alone', () => {
    expect(suppressGroup([40, 0, 12])).toEqual({ parts: [40, 0, 12], total: 52 });
  });

  it('hides the next smallest part with a lone small one, so the total does not give it away', () => {
    expect(suppressGroup([200, 4, 30, 11])).toEqual({ parts: [200, null, 30, null], total: 245 });
  });

  it('keeps hiding until the hidden parts make 10 or more together', () => {
    expect(suppressGroup([2, 3, 4, 50, 60])).toEqual({ parts: [null, null, null, null, 60], total: 119 });
    expect(suppressGroup([2, 3, 5, 50, 60])).toEqual({ parts: [null, null, null, 50, 60], total: 120 });
    expect(suppressGroup([1, 2, 40])).toEqual({ parts: [null, null, null], total: 43 });
  });

  it('hides the total when nothing else can hide with a small part', () => {
    expect(suppressGroup([5, 0, 0])).toEqual({ parts: [null, 0, 0], total: null });
    expect(suppressGroup([3, 4])).toEqual({ parts: [null, null], total: null });
  });

  it('never leaves a single hidden part, nor hidden parts under 10 together, beside a shown total', () => {
    for (let a = 0; a < 14; a += 1)
      for (let b = 0; b < 14; b += 1)
        for (let c = 0; c < 14; c += 1) {
          const parts = [a, b, c];
          const result = suppressGroup(parts);
          const hidden = parts.filter((_, i) => result.parts[i] === null);
          if (result.total !== null && hidden.length > 0) expect({ parts, ok: hidden.length >= 2 && hidden.reduce((x, y) => x + y, 0) >= 10 }).toEqual({ parts, ok: true });
          expect(parts.filter((part, i) => part > 0 && part < 10 && result.parts[i] !== null)).toEqual([]);
        }
  });
});

describe("Student's t, 0.975 quantile", () => {
  it('matches the printed table within 0.001 from 9 degrees of freedom', () => {
    const table: [number, number][] = [[9, 2.262], [11, 2.201], [19, 2.093], [29, 2.045], [59, 2.001], [119, 1.98], [1000, 1.962]];
    for (const [df, t] of table) expect(Math.abs(tQuantile975(df) - t)).toBeLessThan(0.001);
  });

  it('centres the interval on the mean, narrower with more pairs', () => {
    const [low, high] = pairedInterval(10, 0.2, 0.1);
    expect((low + high) / 2).toBeCloseTo(0.2, 10);
    expect(high - low).toBeCloseTo((2 * 2.262 * 0.1) / Math.sqrt(10), 3);
    const [low100, high100] = pairedInterval(100, 0.2, 0.1);
    expect(high100 - low100).toBeLessThan(high - low);
  });
});

import type { ImpactModule } from '@reentry/contracts/impact';
import { CHART, chartGeometry, xOf } from './impact-chart-geometry';

const moduleOf = (moduleId: number, figures: Partial<ImpactModule> = {}) => ({ key: moduleId, completed: 0, pairs: 0, before: null, after: null, gain: null, ci95: null, ...figures });
const span = CHART.right - CHART.left;

describe('the before-and-after chart geometry', () => {
  it('places 0% and 100% at the ends of the track and clamps outside them', () => {
    expect(xOf(0)).toBe(CHART.left);
    expect(xOf(1)).toBe(CHART.right);
    expect(xOf(0.5)).toBe(CHART.left + span / 2);
    expect(xOf(-0.2)).toBe(CHART.left);
    expect(xOf(1.3)).toBe(CHART.right);
  });

  it('draws before, after and the gain’s interval from the same before, one row per module', () => {
    const geometry = chartGeometry([moduleOf(1, { pairs: 20, before: 0.4, after: 0.7, gain: 0.3, ci95: [0.2, 0.4] }), moduleOf(2, { pairs: 12, before: 0.5, after: 0.6, gain: 0.1, ci95: null })]);
    const [first, second] = geometry.rows;
    expect(first!.marks).toEqual({ beforeX: xOf(0.4), afterX: xOf(0.7), interval: { x1: xOf(0.6), x2: xOf(0.8) } });
    expect(second!.marks!.interval).toBeNull();
    expect(second!.y - first!.y).toBe(CHART.rowHeight);
    expect(first!.labelY).toBeLessThan(first!.y);
    expect(geometry.axis.y).toBeGreaterThan(second!.y);
    expect(geometry.height).toBeGreaterThan(geometry.axis.y);
    expect(geometry.axis.ticks.map((tick) => tick.x)).toEqual([CHART.left, xOf(0.5), CHART.right]);
  });

  it('cuts an interval that runs past 100% at the track’s end', () => {
    const row = chartGeometry([moduleOf(3, { pairs: 10, before: 0.8, after: 0.95, gain: 0.15, ci95: [0.05, 0.3] })]).rows[0]!;
    expect(row.marks!.interval).toEqual({ x1: xOf(0.85), x2: CHART.right });
  });

  it('draws no marks for a module with hidden figures or no one, and still gives it a row', () => {
    const geometry = chartGeometry([moduleOf(4, { pairs: null }), moduleOf(5, { pairs: 0 })]);
    expect(geometry.rows.map((row) => row.marks)).toEqual([null, null]);
    expect(geometry.rows.map((row) => row.key)).toEqual([4, 5]);
  });

  it('takes any labelled rows, such as topics, keeping their keys and order', () => {
    const geometry = chartGeometry([
      { key: 'saving', before: 0.3, after: 0.6, gain: 0.3, ci95: [0.2, 0.4] },
      { key: 'credit', before: null, after: null, gain: null, ci95: null },
    ]);
    expect(geometry.rows.map((row) => row.key)).toEqual(['saving', 'credit']);
    expect(geometry.rows[0]!.marks).toEqual({ beforeX: xOf(0.3), afterX: xOf(0.6), interval: { x1: xOf(0.5), x2: xOf(0.7) } });
    expect(geometry.rows[1]!.marks).toBeNull();
  });
});

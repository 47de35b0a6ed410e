import type { ImpactModule } from '@reentry/contracts/impact';

/**
 * Where the before-and-after chart draws each thing, in the SVG's own units. The width is about a phone's
 * content width, so 19-unit text prints near the body size at 320 px (the SVG scales to its box; the CSS
 * caps how wide it grows).
 */
export const CHART = { width: 300, left: 10, right: 290, rowHeight: 60, labelOffset: 20, stripOffset: 42, axisHeight: 44, fontSize: 19, dot: 7 } as const;

/** What one row of the chart draws: a module's or a topic's figures (the contract's meaning and null rules). */
export type ChartFigures = Pick<ImpactModule, 'before' | 'after' | 'gain' | 'ci95'> & { key: string | number };

export interface ChartRow {
  key: string | number;
  /** Baseline of the row's label. */
  labelY: number;
  /** The row's strip: the track from 0% to 100% at this height. */
  y: number;
  /** Null when the row has no figures to draw (too few people, or none). */
  marks: { beforeX: number; afterX: number; interval: { x1: number; x2: number } | null } | null;
}

export interface ChartGeometry {
  height: number;
  rows: ChartRow[];
  /** The axis under the rows: its line's height and the ticks at 0%, 50% and 100%. */
  axis: { y: number; ticks: { share: number; x: number }[] };
}

const clampShare = (value: number) => Math.min(1, Math.max(0, value));

/** A share of right answers (0 to 1) as a position across the track (to a hundredth of a unit). */
export const xOf = (share: number) => Math.round((CHART.left + clampShare(share) * (CHART.right - CHART.left)) * 100) / 100;

/**
 * One row per module (or topic), top to bottom in the order given. The after dot sits at before + gain (the
 * mean of the paired differences), and the interval line is that gain's 95% interval placed from the same
 * before, cut at 0% and 100%.
 */
export function chartGeometry(figures: readonly ChartFigures[]): ChartGeometry {
  const rows = figures.map((row, index): ChartRow => {
    const top = index * CHART.rowHeight;
    const { before, after, gain, ci95 } = row;
    return {
      key: row.key,
      labelY: top + CHART.labelOffset,
      y: top + CHART.stripOffset,
      marks:
        before !== null && after !== null && gain !== null
          ? { beforeX: xOf(before), afterX: xOf(after), interval: ci95 ? { x1: xOf(before + ci95[0]), x2: xOf(before + ci95[1]) } : null }
          : null,
    };
  });
  const axisY = figures.length * CHART.rowHeight + 4;
  return {
    height: axisY + CHART.axisHeight,
    rows,
    axis: { y: axisY, ticks: [0, 0.5, 1].map((share) => ({ share, x: xOf(share) })) },
  };
}

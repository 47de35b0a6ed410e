import { useId } from 'react';

export interface Bar {
  label: string;
  /** One value per series, stacked. */
  values: number[];
}

const WIDTH = 640;
const ROW = 28;
const LABEL = 170;

/**
 * Horizontal bars in plain SVG (no chart library): one row per label, series stacked, with the value
 * written at the end. The SVG is an image with a text alternative; the numbers are in a table beside it.
 */
export function BarChart({ title, bars, seriesClasses }: { title: string; bars: Bar[]; seriesClasses: string[] }) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.values.reduce((sum, value) => sum + value, 0)));
  const scale = (WIDTH - LABEL - 60) / max;
  const height = bars.length * ROW + 8;
  return (
    <svg className="admin-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMinYMin meet">
      <title id={titleId}>{title}</title>
      {bars.map((bar, row) => {
        const y = row * ROW + 4;
        let x = LABEL;
        const total = bar.values.reduce((sum, value) => sum + value, 0);
        return (
          <g key={bar.label}>
            <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className="admin-chart__label">
              {bar.label}
            </text>
            {bar.values.map((value, series) => {
              const width = value * scale;
              const rect = <rect key={series} x={x} y={y + 3} width={width} height={ROW - 8} className={seriesClasses[series]} />;
              x += width;
              return rect;
            })}
            <text x={x + 6} y={y + ROW / 2} dominantBaseline="middle" className="admin-chart__value">
              {total}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

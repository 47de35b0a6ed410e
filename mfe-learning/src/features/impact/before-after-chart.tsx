export interface ChartRow {
  label: string;
  before: number;
  after: number;
}

const BAR = 14;
const ROW = 2 * BAR + 18;
const LABEL = 92;
const WIDTH = 320;

/**
 * Two horizontal bars per row (before, after) as inline SVG, scaled to `max`. Decoration only: the table
 * beside it holds the same figures and is what a screen reader reads, so the chart is aria-hidden.
 */
export function BeforeAfterChart({ rows, max, title }: { rows: ChartRow[]; max: number; title: string }) {
  if (rows.length === 0) return null;
  const span = WIDTH - LABEL - 4;
  const length = (value: number) => Math.max(0, Math.min(1, value / max)) * span;
  return (
    <svg className="impact-chart" viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`} aria-hidden="true" focusable="false">
      <title>{title}</title>
      {rows.map((row, index) => {
        const y = index * ROW + 4;
        return (
          <g key={row.label}>
            <text x={0} y={y + BAR + 4} className="impact-chart__label">{row.label}</text>
            <rect x={LABEL} y={y} width={length(row.before)} height={BAR} className="impact-chart__before" />
            <rect x={LABEL} y={y + BAR + 2} width={length(row.after)} height={BAR} className="impact-chart__after" />
          </g>
        );
      })}
    </svg>
  );
}

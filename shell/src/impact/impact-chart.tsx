import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { CHART, chartGeometry, type ChartFigures } from './impact-chart-geometry';
import { missingFigures } from './impact-format';
import { impactMessages as m } from './impact.messages';

/** One labelled row of the chart: a module's or a topic's figures, and the count that says why none show. */
export type ImpactChartRow = ChartFigures & { label: string; pairs: number | null };

/** The axis labels at 0%, 50% and 100%: flush with the track's ends, so none is cut off. */
const TICK_ANCHORS = ['start', 'middle', 'end'] as const;

/**
 * Before and after per row (a module or a topic) as a dot plot, hand-drawn inline SVG (no chart library:
 * issue 43's budget). The table beside it carries the numbers and is what assistive technology reads: the
 * SVG is one image named by its short summary. A row with hidden figures gets its label and the reason, no marks.
 */
export function ImpactChart({ rows, summary }: { rows: readonly ImpactChartRow[]; summary: MessageDescriptor }) {
  const intl = useIntl();
  const summaryId = useId();
  const geometry = chartGeometry(rows);
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <figure className="impact-chart">
      <svg role="img" aria-labelledby={summaryId} viewBox={`0 0 ${CHART.width} ${geometry.height}`} fontSize={CHART.fontSize}>
        {geometry.rows.map((row, index) => {
          const figures = rows[index]!;
          return (
            <g key={row.key}>
              <text className="impact-chart__label" x={CHART.left} y={row.labelY}>
                {figures.label}
              </text>
              {row.marks ? (
                <>
                  <line className="impact-chart__track" x1={CHART.left} x2={CHART.right} y1={row.y} y2={row.y} />
                  {row.marks.interval && (
                    <path className="impact-chart__interval" d={`M${row.marks.interval.x1} ${row.y - 8}v16M${row.marks.interval.x1} ${row.y}H${row.marks.interval.x2}M${row.marks.interval.x2} ${row.y - 8}v16`} />
                  )}
                  <circle className="impact-chart__before" cx={row.marks.beforeX} cy={row.y} r={CHART.dot} />
                  <circle className="impact-chart__after" cx={row.marks.afterX} cy={row.y} r={CHART.dot} />
                </>
              ) : (
                <text className="impact-chart__missing" x={CHART.left} y={row.y + 6}>
                  {missingFigures(intl, figures.pairs, figures.before)}
                </text>
              )}
            </g>
          );
        })}
        <line className="impact-chart__axis" x1={CHART.left} x2={CHART.right} y1={geometry.axis.y} y2={geometry.axis.y} />
        {geometry.axis.ticks.map((tick, index) => (
          <text key={tick.share} className="impact-chart__tick" x={tick.x} y={geometry.axis.y + 26} textAnchor={TICK_ANCHORS[index]}>
            {percent(tick.share)}
          </text>
        ))}
      </svg>
      <figcaption>
        <p id={summaryId}>
          <FormattedMessage {...summary} />
        </p>
        <ul className="impact-chart__key">
          <li className="impact-chart__key-before"><FormattedMessage {...m.chartKeyBefore} /></li>
          <li className="impact-chart__key-after"><FormattedMessage {...m.chartKeyAfter} /></li>
          <li className="impact-chart__key-range"><FormattedMessage {...m.chartKeyRange} /></li>
        </ul>
      </figcaption>
    </figure>
  );
}

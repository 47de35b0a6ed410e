import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImpactModule } from '@reentry/contracts/impact';
import { CHART, chartGeometry } from './impact-chart-geometry';
import { missingFigures } from './impact-format';
import { chartModuleMessage, impactMessages as m } from './impact.messages';

/** The axis labels at 0%, 50% and 100%: flush with the track's ends, so none is cut off. */
const TICK_ANCHORS = ['start', 'middle', 'end'] as const;

/**
 * Before and after per module as a dot plot, hand-drawn inline SVG (no chart library: issue 43's budget).
 * The table beside it carries the numbers and is what assistive technology reads: the SVG is one image
 * named by its short summary. A module with hidden figures gets its label and the reason, no marks.
 */
export function ImpactChart({ modules }: { modules: readonly ImpactModule[] }) {
  const intl = useIntl();
  const summaryId = useId();
  const geometry = chartGeometry(modules);
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <figure className="impact-chart">
      <svg role="img" aria-labelledby={summaryId} viewBox={`0 0 ${CHART.width} ${geometry.height}`} fontSize={CHART.fontSize}>
        {geometry.rows.map((row, index) => {
          const module = modules[index]!;
          return (
            <g key={row.moduleId}>
              <text className="impact-chart__label" x={CHART.left} y={row.labelY}>
                {intl.formatMessage(chartModuleMessage, { id: row.moduleId })}
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
                  {missingFigures(intl, module.pairs, module.before)}
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
          <FormattedMessage {...m.chartSummary} />
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

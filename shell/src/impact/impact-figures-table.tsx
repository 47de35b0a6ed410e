import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ImpactModule } from '@reentry/contracts/impact';
import { ImpactChart } from './impact-chart';
import { countText, gainText, missingFigures, shareText } from './impact-format';
import { impactMessages as m } from './impact.messages';

/** A row's before-and-after figures (a module's or a topic's), as the contract gives them. */
export type FigureRow = Pick<ImpactModule, 'pairs' | 'before' | 'after' | 'gain' | 'ci95'> & {
  key: string | number;
  /** The row's heading in the table, and its shorter name in the chart. */
  header: ReactNode;
  label: string;
};

/** The cells after a row's heading: the count, then the figures or why there are none (one cell across the three). */
function FigureCells({ figures }: { figures: FigureRow }) {
  const intl = useIntl();
  const missing = missingFigures(intl, figures.pairs, figures.before);
  return (
    <>
      <td>{countText(intl, figures.pairs)}</td>
      {missing ? (
        <td colSpan={3}>{missing}</td>
      ) : (
        <>
          <td>{shareText(intl, figures.before)}</td>
          <td>{shareText(intl, figures.after)}</td>
          <td>{gainText(intl, figures.gain, figures.ci95)}</td>
        </>
      )}
    </>
  );
}

export interface FiguresTableProps {
  rows: readonly FigureRow[];
  caption: MessageDescriptor;
  /** The first two columns' headings (what a row is, and what its count counts); before, after and change follow. */
  rowHeading: MessageDescriptor;
  countHeading: MessageDescriptor;
  chartSummary: MessageDescriptor;
}

/** Before and after as a table (what assistive technology reads) and the chart beside it: by module, or by topic. */
export function FiguresTable({ rows, caption, rowHeading, countHeading, chartSummary }: FiguresTableProps) {
  const intl = useIntl();
  const captionId = useId();
  return (
    <div className="impact-pair">
      {/* Scrolls sideways on a phone: a named region that takes focus, so a keyboard can scroll it too. */}
      <div className="impact-table" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>
            <FormattedMessage {...caption} />
          </caption>
          <thead>
            <tr>
              {([rowHeading, countHeading, m.colBefore, m.colAfter, m.colGain] as MessageDescriptor[]).map((heading, column) => (
                <th key={column} scope="col">
                  {intl.formatMessage(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                <FigureCells figures={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ImpactChart rows={rows} summary={chartSummary} />
    </div>
  );
}

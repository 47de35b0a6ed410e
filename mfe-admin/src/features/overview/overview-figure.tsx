import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { overviewMessages as o } from './overview.messages';

/** A chart and, under it, the same numbers as a table (open by default without styles, folded with them). */
export function Figure({ heading, chart, table }: { heading: ReactNode; chart: ReactNode; table: ReactNode }) {
  return (
    <section className="admin-figure">
      <h2>{heading}</h2>
      {chart}
      <details>
        <summary>
          <FormattedMessage {...o.dataTable} />
        </summary>
        {table}
      </details>
    </section>
  );
}

export function Table({ head, rows, caption }: { head: ReactNode[]; rows: ReactNode[][]; caption?: ReactNode }) {
  return (
    <table className="admin-table admin-table--compact">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], index) => (
          <tr key={index}>
            <th scope="row">{first}</th>
            {rest.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

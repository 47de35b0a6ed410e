import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ClassPaperTotals } from '@reentry/contracts/instructor';
import { classToolsMessages as m } from './class-tools.messages';

/**
 * The roster's paper work as totals (issue 41: "the class's totals keep it"): how many people have a sheet
 * and, per module with sheets, how many passed on paper. No names. Shown only when someone has a sheet.
 */
export function PaperTotals({ paper }: { paper: ClassPaperTotals }) {
  const headingId = useId();
  if (paper.people === 0) return null;
  return (
    <section className="class-paper" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...m.paperHeading} />
      </h3>
      <p>
        <strong>
          <FormattedMessage {...m.paperPeople} values={{ count: paper.people }} />
        </strong>
      </p>
      <p>
        <FormattedMessage {...m.paperIntro} />
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage {...m.paperModule} /></th>
            <th scope="col"><FormattedMessage {...m.paperPassed} /></th>
            <th scope="col"><FormattedMessage {...m.paperSheets} /></th>
          </tr>
        </thead>
        <tbody>
          {paper.modules
            .filter((row) => row.sheets > 0)
            .map((row) => (
              <tr key={row.moduleId}>
                <th scope="row"><FormattedMessage {...m.reportModule} values={{ id: row.moduleId }} /></th>
                <td>{row.passedBy}</td>
                <td>{row.sheets}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}

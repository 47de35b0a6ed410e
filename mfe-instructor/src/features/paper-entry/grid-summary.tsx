import { Fragment, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { FocusedPanel } from '@reentry/platform/action-form';
import { cellName, type GridAnswer, type GridPerson } from './grid-cells';
import { paperEntryMessages as m } from './paper-entry.messages';

/** A link to a cell: the browser scrolls to it; with script the cell takes focus too. */
function focusCell(event: MouseEvent<HTMLAnchorElement>) {
  const cell = document.getElementById(event.currentTarget.hash.slice(1));
  if (!cell) return;
  event.preventDefault();
  cell.focus();
}

/**
 * What a check found, taking focus as it shows (so it is read first): the sheets ready, and each row that
 * needs a fix with a link to each cell to fix. Nothing is saved by a check.
 */
export function GridSummary({ quiz, people, answer }: { quiz: Pick<Quiz, 'questions'>; people: readonly GridPerson[]; answer: GridAnswer['grid'] }) {
  const toFix = people
    .map((person) => ({ person, cells: quiz.questions.map((_, index) => ({ number: index + 1, name: cellName(person.id, index) })).filter((cell) => answer.mistakes[cell.name]) }))
    .filter((row) => row.cells.length > 0);
  const clean = toFix.length === 0 && answer.ready > 0;
  return (
    <FocusedPanel key={answer.answer} role={clean ? 'status' : 'alert'} className={`panel paper-entry__summary${clean ? '' : ' panel--warning'}`}>
      <p>
        <strong>
          {answer.ready === 0 && toFix.length === 0 ? (
            <FormattedMessage {...m.noneTyped} />
          ) : clean ? (
            <FormattedMessage {...m.ready} values={{ count: answer.ready }} />
          ) : (
            <FormattedMessage {...m.readyButFix} values={{ count: answer.ready, rows: toFix.length }} />
          )}
        </strong>
      </p>
      {toFix.length > 0 && (
        <>
          <ul>
            {toFix.map(({ person, cells }) => (
              <li key={person.id}>
                {person.name}:{' '}
                {cells.map((cell, index) => (
                  <Fragment key={cell.name}>
                    {index > 0 && ', '}
                    <a href={`#cell-${cell.name}`} onClick={focusCell}>
                      <FormattedMessage {...(answer.mistakes[cell.name] === 'blank' ? m.blankCell : m.letterCell)} values={{ number: cell.number }} />
                    </a>
                  </Fragment>
                ))}
              </li>
            ))}
          </ul>
          <p>
            <FormattedMessage {...m.fixHint} />
          </p>
        </>
      )}
    </FocusedPanel>
  );
}

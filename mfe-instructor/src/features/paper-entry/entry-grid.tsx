import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { sheetLetters, type PaperSheet } from '@reentry/contracts/paper-entry';
import { cellName, type CellMistake, type GridPerson } from './grid-cells';
import { onGridKey } from './grid-keys';
import { paperEntryMessages as m } from './paper-entry.messages';

export interface EntryGridProps {
  quiz: Pick<Quiz, 'questions'>;
  people: readonly GridPerson[];
  /** What each cell starts with (the cells as posted, after a check). */
  values: Readonly<Record<string, string>>;
  mistakes: Readonly<Record<string, CellMistake>>;
  /** Each person's latest saved sheet for the module, by roster id. */
  saved: ReadonlyMap<number, PaperSheet>;
  /** People whose sheet was just refused: the module is not open for them yet. */
  locked: ReadonlySet<number>;
}

/**
 * The grid (issue 41): one row per person, one cell per question, and the last saved score. Cells are plain
 * inputs that keep their own values (the server checks everything); with script, a letter fills its cell
 * and moves on, and a key that is not an answer is said politely.
 */
export function EntryGrid({ quiz, people, values, mistakes, saved, locked }: EntryGridProps) {
  const intl = useIntl();
  const note = useRef<HTMLParagraphElement>(null);
  const letters = quiz.questions.map((question) => sheetLetters(question).map((entry) => entry.letter));
  function onKeyDown(event: React.KeyboardEvent<HTMLTableElement>) {
    const outcome = onGridKey(event, quiz.questions.length);
    if (!note.current) return;
    // Written in place: a re-render of every cell at each key would be slow on a big roster.
    note.current.textContent = outcome ? intl.formatMessage(m.keyRefused, { key: outcome.refused, letters: intl.formatList([...outcome.letters], { type: 'disjunction' }) }) : '';
  }
  return (
    <>
      <div className="paper-grid__scroll">
        <table className="paper-grid" onKeyDown={onKeyDown}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...m.name} />
              </th>
              {quiz.questions.map((question, index) => (
                <th scope="col" key={question.id}>
                  <FormattedMessage {...m.question} values={{ number: index + 1 }} />
                </th>
              ))}
              <th scope="col">
                <FormattedMessage {...m.savedScore} />
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id}>
                <th scope="row">{person.name}</th>
                {quiz.questions.map((question, index) => {
                  const name = cellName(person.id, index);
                  return (
                    <td key={question.id}>
                      <input
                        name={name}
                        id={`cell-${name}`}
                        className={`paper-grid__cell${mistakes[name] ? ' paper-grid__cell--mistake' : ''}`}
                        aria-label={intl.formatMessage(m.cell, { name: person.name, number: index + 1 })}
                        aria-invalid={mistakes[name] ? true : undefined}
                        data-letters={letters[index]!.join('')}
                        defaultValue={values[name] ?? ''}
                        maxLength={1}
                        size={2}
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        inputMode="text"
                      />
                    </td>
                  );
                })}
                <td>
                  <SavedScore sheet={saved.get(person.id)} locked={locked.has(person.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p ref={note} aria-live="polite" className="paper-grid__note" />
    </>
  );
}

function SavedScore({ sheet, locked }: { sheet: PaperSheet | undefined; locked: boolean }) {
  if (locked) {
    return (
      <strong className="paper-grid__locked">
        <FormattedMessage {...m.locked} />
      </strong>
    );
  }
  if (!sheet) return <FormattedMessage {...m.noScore} />;
  return <FormattedMessage {...m.score} values={{ score: sheet.score, passed: sheet.passed ? 'yes' : 'no' }} />;
}

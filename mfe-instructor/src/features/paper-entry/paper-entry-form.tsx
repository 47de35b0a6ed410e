import { FormattedMessage } from 'react-intl';
import { useActionData, useSearchParams } from 'react-router';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { ActionForm, isRefusal, useFormOutcome } from '@reentry/platform/action-form';
import { EntryGrid } from './entry-grid';
import { cellNames, checkGrid, isGridAnswer, type GridPerson } from './grid-cells';
import { GridSummary } from './grid-summary';
import { usePaperSheets } from './paper-sheets.query';
import { paperEntryMessages as m } from './paper-entry.messages';

/** `?locked=3.9` after a save: the people whose sheet the API refused (the module is not open for them yet). */
function useLocked(): Set<number> {
  const locked = useSearchParams()[0].get('locked') ?? '';
  return new Set(locked.split('.').filter((id) => /^[1-9][0-9]{0,9}$/.test(id)).map(Number));
}

/**
 * The entry grid's one form (issue 41): Check posts it and the page answers with a summary; after a clean
 * check its button is Save (the same form, `intent=save`), which saves exactly the grid checked and comes
 * back with each person's score. Works the same with script off: the server checks everything.
 */
export function PaperEntryForm({ moduleId, quiz, people }: { moduleId: number; quiz: Pick<Quiz, 'questions'>; people: readonly GridPerson[] }) {
  const answer = useActionData();
  const done = useFormOutcome();
  const locked = useLocked();
  const { data: sheets } = usePaperSheets(moduleId);
  const grid = isGridAnswer(answer) ? answer.grid : null;
  // A save that failed part way: the same grid, its check still good (Save again sends what is not stored).
  const failed = isRefusal(answer) ? answer : null;
  const values = grid?.values ?? failed?.values ?? {};
  const ready = grid ? (grid.checked ? grid.ready : 0) : failed?.values.checked ? checkGrid(quiz, people, values).sheets.length : 0;
  const saved = new Map((sheets?.sheets ?? []).map((sheet) => [sheet.rosterId, sheet]));
  return (
    <>
      {done === 'saved' && locked.size > 0 && (
        <p className="panel panel--warning">
          <FormattedMessage {...m.lockedCount} values={{ count: locked.size }} />
        </p>
      )}
      {grid && <GridSummary quiz={quiz} people={people} answer={grid} />}
      <ActionForm
        fields={cellNames(quiz, people)}
        intent={ready > 0 ? 'save' : 'check'}
        submit={ready > 0 ? m.save : m.check}
        submitValues={{ count: ready }}
        sending={ready > 0 ? m.saving : m.checking}
        failed={{ body: m.notSaved }}
        done={{ outcome: 'saved', title: m.doneTitle, body: m.doneBody }}
        autoComplete="off"
        className="form paper-entry__form"
      >
        {ready > 0 && <input type="hidden" name="checked" value={grid?.checked ?? failed?.values.checked ?? ''} />}
        <EntryGrid quiz={quiz} people={people} values={values} mistakes={grid?.mistakes ?? {}} saved={saved} locked={done === 'saved' ? locked : new Set()} />
      </ActionForm>
    </>
  );
}

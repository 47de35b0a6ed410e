import { data, type ActionFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/platform';
import { apiErrorOf, doneAt, INTENT_FIELD, postedFields, refuse } from '@reentry/platform/action-form';
import { cellNames, checkGrid, gridFingerprint, unclaimed, type GridAnswer } from '../features/paper-entry/grid-cells';
import { saveSheets } from '../features/paper-entry/save-sheets';
import { rosterQuery } from '../features/roster/roster.query';
import { sheetModule } from '../features/teaching-resources/answer-sheet-id';
import { handoutQuery } from '../features/teaching-resources/handout.query';
import { asInstructor, requireInstructor } from './instructor-access';

/**
 * `/instructor/paper-entry/:moduleId`'s action: the grid posted (natively without script, by the router
 * with it). Check answers the page again with the summary; Save, for the very grid a clean check saw,
 * sends each sheet to the API and answers Post/Redirect/Get (`?done=saved`, with the people for whom the
 * module was locked). Only the grid's own cells are read.
 */
export function paperEntryAction(services: RouteServices) {
  return async ({ request, params }: ActionFunctionArgs) => {
    await requireInstructor(services);
    const moduleId = sheetModule(params.moduleId);
    if (moduleId === null) return data(null, { status: 404 });
    const { api, queryClient } = services;
    const [modules, roster] = await asInstructor(services, () =>
      Promise.all([queryClient.ensureQueryData(handoutQuery(api, services.getLocale())), queryClient.fetchQuery({ ...rosterQuery(api), staleTime: 0 })]),
    );
    const quiz = modules.find((entry) => entry.module.id === moduleId)!.quiz;
    const people = unclaimed(roster.people);
    const names = cellNames(quiz, people);
    const values = await postedFields(request, [INTENT_FIELD, 'checked', ...names]);
    const check = checkGrid(quiz, people, values);
    const clean = Object.keys(check.mistakes).length === 0 && check.sheets.length > 0;
    const fingerprint = gridFingerprint(names, values);
    if (values[INTENT_FIELD] === 'save' && clean && values.checked === fingerprint) {
      try {
        const { locked } = await saveSheets(api, moduleId, check.sheets);
        void queryClient.invalidateQueries({ queryKey: ['instructor', 'paper-sheets', moduleId] });
        return doneAt(`/instructor/paper-entry/${moduleId}`, 'saved', locked.length > 0 ? { locked: locked.join('.') } : {});
      } catch (error) {
        const refused = apiErrorOf(error);
        if (!refused && !(error instanceof TypeError)) throw error;
        return refuse(values, {}, { status: (refused?.status ?? 0) >= 400 ? refused!.status : 503, message: refused?.userMessage ?? null });
      }
    }
    const grid = { values, mistakes: check.mistakes, ready: check.sheets.length, checked: clean ? fingerprint : '', answer: Math.random().toString(36).slice(2) };
    return data({ grid } satisfies GridAnswer, { status: clean ? 200 : 400 });
  };
}

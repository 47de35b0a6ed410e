import { data, type LoaderFunctionArgs } from 'react-router';
import { isPreviewRequest, loadSession, loadStudioDocument, mayPreview, type RouteServices, siteConfigQuery } from '@reentry/platform';
import { classCodesQuery } from '../features/class-codes/class-codes.query';
import { classPracticeQuery } from '../features/class-practice/class-practice.query';
import { classContactQuery } from '../features/class-codes/class-contact.query';
import { rosterQuery } from '../features/roster/roster.query';
import { classSummaryQuery } from '../features/class-tools/class-summary.query';
import { studentQuery } from '../features/students/student.query';
import { studentsQuery } from '../features/students/students.query';
import { handoutQuery } from '../features/teaching-resources/handout.query';
import { lessonPlansQueries } from '../features/teaching-resources/lesson-plans.query';
import { sheetModule } from '../features/teaching-resources/answer-sheet-id';
import { asInstructor, requireInstructor } from './instructor-access';
import { readPortalSearch } from './portal-search';

/**
 * `/instructor`: the role first (nobody else's browser ever asks for student data), then what the open
 * tab shows: the class, its summary and the open student; the lesson plans; or the open class codes and
 * the class's contact line.
 */
export function portalLoader(services: RouteServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const locale = services.getLocale();
    // The content studio's preview of the lesson plans, for staff who edit content, instructors or not: the
    // draft's plans and nothing of a class, never kept or indexed (a draft that would break the page: the
    // published plans).
    if (isPreviewRequest(params) && mayPreview(await loadSession(services))) {
      const plans = await loadStudioDocument(services, request, lessonPlansQueries(services.api, locale));
      return data(null, { headers: plans.headers });
    }
    await requireInstructor(services);
    // Staff pages sit behind sign-in on desktops and need their code: it loads at once, not at the first
    // touch, so no press waits for it (issue 42).
    services.runAtLoad?.();
    const { queryClient, api } = services;
    const search = readPortalSearch(params);
    // Dates read the organisation's time zone; a page without it still works (a fixed fallback zone).
    const siteConfig = queryClient.prefetchQuery(siteConfigQuery(api));
    if (search.tab === 'resources') {
      // The published plans; an API error leaves the tab up, saying they are loading (the browser asks again).
      await Promise.all([siteConfig, queryClient.prefetchQuery(lessonPlansQueries(api, locale).published)]);
      return null;
    }
    if (search.tab === 'codes') {
      // The contact line and the roster are not worth failing the tab for: their sections say they did not load.
      const contact = queryClient.prefetchQuery(classContactQuery(api));
      const roster = queryClient.prefetchQuery(rosterQuery(api));
      await asInstructor(services, () => Promise.all([queryClient.fetchQuery(classCodesQuery(api)), siteConfig, contact, roster]));
      return null;
    }
    await asInstructor(services, () =>
      Promise.all([
        queryClient.fetchQuery(studentsQuery(api)),
        queryClient.fetchQuery(classSummaryQuery(api, locale)),
        // The practice results are not worth failing the class for: without them the section is left out.
        queryClient.prefetchQuery(classPracticeQuery(api, locale)),
        search.student === undefined ? null : queryClient.fetchQuery(studentQuery(api, search.student, locale)),
        siteConfig,
      ]),
    );
    return null;
  };
}

/** `/instructor/handout`: instructors only, like the rest of the portal; the published lessons and questions. */
export function handoutLoader(services: RouteServices) {
  return async () => {
    await requireInstructor(services);
    await services.queryClient.prefetchQuery(handoutQuery(services.api, services.getLocale()));
    return null;
  };
}

/** `/instructor/answer-sheet/:moduleId`: instructors only; the published questions (the handout's read). */
export function answerSheetLoader(services: RouteServices) {
  return async ({ params }: LoaderFunctionArgs) => {
    await requireInstructor(services);
    await services.queryClient.prefetchQuery(handoutQuery(services.api, services.getLocale()));
    return sheetModule(params.moduleId) === null ? data(null, { status: 404 }) : null;
  };
}

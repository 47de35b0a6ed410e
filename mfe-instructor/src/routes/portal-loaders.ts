import type { LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/platform';
import { classCodesQuery } from '../features/class-codes/class-codes.query';
import { classPracticeQuery } from '../features/class-practice/class-practice.query';
import { classContactQuery } from '../features/class-codes/class-contact.query';
import { classSummaryQuery } from '../features/class-tools/class-summary.query';
import { siteConfigQuery } from '../features/site-config/site-config.query';
import { studentQuery } from '../features/students/student.query';
import { studentsQuery } from '../features/students/students.query';
import { handoutQuery } from '../features/teaching-resources/handout.query';
import { lessonPlansQuery } from '../features/teaching-resources/lesson-plans.query';
import { asInstructor, requireInstructor } from './instructor-access';
import { readPortalSearch } from './portal-search';

/**
 * `/instructor`: the role first (nobody else's browser ever asks for student data), then what the open
 * tab shows: the class, its summary and the open student; the lesson plans; or the open class codes and
 * the class's contact line.
 */
export function portalLoader(services: RouteServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireInstructor(services);
    const { queryClient, api } = services;
    const locale = services.getLocale();
    const search = readPortalSearch(new URL(request.url).searchParams);
    // Dates read the organisation's time zone; a page without it still works (a fixed fallback zone).
    const siteConfig = queryClient.prefetchQuery(siteConfigQuery(api));
    if (search.tab === 'resources') {
      await Promise.all([siteConfig, queryClient.ensureQueryData(lessonPlansQuery(locale))]);
      return null;
    }
    if (search.tab === 'codes') {
      // The contact line is not worth failing the tab for: the form then says it did not load.
      const contact = queryClient.prefetchQuery(classContactQuery(api));
      await asInstructor(services, () => Promise.all([queryClient.fetchQuery(classCodesQuery(api)), siteConfig, contact]));
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

/** `/instructor/handout`: instructors only, like the rest of the portal. */
export function handoutLoader(services: RouteServices) {
  return async () => {
    await requireInstructor(services);
    await services.queryClient.ensureQueryData(handoutQuery(services.getLocale()));
    return null;
  };
}

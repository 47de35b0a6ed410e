import Router from '@koa/router';
import { classProgressCsvQuerySchema, studentIdParamsSchema } from '@reentry/contracts/instructor';
import { requestLocale } from '../../i18n/translate.js';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { parseQuery } from '../../validation.js';
import { classProgressCsv, spreadsheetTime } from './class-progress.csv.js';
import { getClassSummary } from './class-summary.service.js';
import { getStudent, listStudents } from './instructor.service.js';

export interface InstructorDeps extends AccessDeps {
  /** The organisation's time zone (SITE_TIME_ZONE), for dates in the CSV export. */
  timeZone: string;
}

/**
 * The instructor portal's API: only instructors (database role on every request; admins too only when
 * they are also instructors), and only about the students assigned to the caller.
 */
export function instructorRoutes(deps: InstructorDeps): Router {
  const router = new Router();
  const instructorsOnly = requireRole(deps, 'instructor');

  router.get('/api/instructor/students', instructorsOnly, async (ctx) => {
    ctx.body = await listStudents(deps.knex, authorizedUser(ctx).id, deps.timeZone);
  });

  router.get('/api/instructor/students/:id', instructorsOnly, async (ctx) => {
    const { id } = parseQuery(studentIdParamsSchema, ctx, ctx.params);
    ctx.vary('Accept-Language');
    ctx.body = await getStudent(deps.knex, authorizedUser(ctx).id, id, requestLocale(ctx), deps.timeZone);
  });

  router.get('/api/instructor/class-summary', instructorsOnly, async (ctx) => {
    ctx.vary('Accept-Language');
    ctx.body = await getClassSummary(deps.knex, authorizedUser(ctx).id, requestLocale(ctx));
  });

  router.get('/api/instructor/class-progress.csv', instructorsOnly, async (ctx) => {
    const { lang } = parseQuery(classProgressCsvQuerySchema, ctx);
    const students = await listStudents(deps.knex, authorizedUser(ctx).id, deps.timeZone);
    const now = new Date();
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`class-progress-${spreadsheetTime(now, deps.timeZone, false)}.csv`);
    ctx.body = classProgressCsv(students, lang ?? requestLocale(ctx), deps.timeZone);
  });

  return router;
}

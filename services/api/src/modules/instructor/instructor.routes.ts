import Router from '@koa/router';
import { classCodeIdParamsSchema, createClassCodeSchema } from '@reentry/contracts/class-codes';
import { classProgressCsvQuerySchema, studentIdParamsSchema } from '@reentry/contracts/instructor';
import { requestLocale } from '../../i18n/translate.js';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { parseBody, parseQuery } from '../../validation.js';
import type { PublishedContent } from '../content/published-cache.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { classContactSchema } from '@reentry/contracts/my-class';
import { paperAttemptSchema, rosterPersonInputSchema } from '@reentry/contracts/roster';
import { addRosterPerson, listRoster } from './roster.service.js';
import { paperSheetsQuerySchema } from '@reentry/contracts/paper-entry';
import { enterPaperAttempt, latestPaperSheets } from './paper-attempts.service.js';
import type { IdempotentRunner } from '../idempotency/with-idempotency.js';
import { getClassContact, setClassContact } from './class-contact.service.js';
import { createClassCode, listClassCodes, revokeClassCode } from './class-codes.service.js';
import { classProgressCsv, spreadsheetTime } from './class-progress.csv.js';
import { getClassPractice } from './class-practice.service.js';
import { getClassSummary } from './class-summary.service.js';
import { createResetCode } from '../auth/reset-code.service.js';
import { getStudent, listStudents } from './instructor.service.js';

export interface InstructorDeps extends AccessDeps {
  /** The organisation's time zone (SITE_TIME_ZONE), for dates in the CSV export. */
  timeZone: string;
  rateLimiter: RateLimiter;
  /** Published lessons, quizzes and scenarios (the app's cached reader). */
  content: PublishedContent;
  /** Links in mails (the learner is told of a reset code) always use this host. */
  publicUrl: string;
  /** One graded paper sheet per Idempotency-Key (the entry grid sends its key again on a retry). */
  idempotent: IdempotentRunner;
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

  // A learner without email gets back in with a code the instructor reads to them (issue 31).
  router.post('/api/instructor/students/:id/reset-code', instructorsOnly, async (ctx) => {
    const { id } = parseQuery(studentIdParamsSchema, ctx, ctx.params);
    const { id: makerId, username } = authorizedUser(ctx);
    ctx.status = 201;
    ctx.body = await createResetCode(deps.knex, deps.rateLimiter, { id: makerId, username, role: 'instructor' }, id, { publicUrl: deps.publicUrl, locale: requestLocale(ctx) });
  });

  router.get('/api/instructor/class-summary', instructorsOnly, async (ctx) => {
    ctx.vary('Accept-Language');
    ctx.body = await getClassSummary(deps.knex, deps.content, authorizedUser(ctx).id, requestLocale(ctx));
  });

  // Spot the scam (issue 34): who has done which scenario, and which the class gets wrong most.
  router.get('/api/instructor/practice', instructorsOnly, async (ctx) => {
    ctx.vary('Accept-Language');
    ctx.body = await getClassPractice(deps.knex, deps.content, authorizedUser(ctx).id, requestLocale(ctx));
  });

  router.get('/api/instructor/class-progress.csv', instructorsOnly, async (ctx) => {
    const { lang } = parseQuery(classProgressCsvQuerySchema, ctx);
    const students = await listStudents(deps.knex, authorizedUser(ctx).id, deps.timeZone);
    const now = new Date();
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`class-progress-${spreadsheetTime(now, deps.timeZone, false)}.csv`);
    ctx.body = classProgressCsv(students, lang ?? requestLocale(ctx), deps.timeZone);
  });

  // People in the class with no account yet (issue 41): a workshop inside a facility.
  router.get('/api/instructor/roster', instructorsOnly, async (ctx) => {
    ctx.body = await listRoster(deps.knex, authorizedUser(ctx).id);
  });

  router.post('/api/instructor/roster', instructorsOnly, async (ctx) => {
    const input = parseBody(rosterPersonInputSchema, ctx);
    const user = authorizedUser(ctx);
    await deps.rateLimiter.consume([{ rule: 'rosterAddPerUser', subject: String(user.id) }]);
    ctx.status = 201;
    ctx.body = await addRosterPerson(deps.knex, user, input);
  });

  // A paper answer sheet typed in for a person on the roster (issue 41, section 2): graded as online.
  router.post('/api/instructor/paper-attempts', instructorsOnly, async (ctx) => {
    const sheet = parseBody(paperAttemptSchema, ctx);
    const user = authorizedUser(ctx);
    const locale = requestLocale(ctx);
    ctx.vary('Accept-Language');
    await deps.idempotent.respond(ctx, {
      scope: `paper-attempts:${user.id}`,
      request: { sheet, locale },
      status: 201,
      limits: [{ rule: 'paperAttemptPerUser', subject: String(user.id) }],
      run: (trx) => enterPaperAttempt(trx, user, sheet, locale),
    });
  });

  // The entry grid's read: each roster person's latest sheet for one module (scores only).
  router.get('/api/instructor/paper-attempts', instructorsOnly, async (ctx) => {
    const { moduleId } = parseQuery(paperSheetsQuerySchema, ctx);
    ctx.body = await latestPaperSheets(deps.knex, authorizedUser(ctx).id, moduleId);
  });

  // Class codes: a class signs up from one shared address and joins the caller's students.
  router.get('/api/instructor/class-codes', instructorsOnly, async (ctx) => {
    ctx.body = await listClassCodes(deps.knex, authorizedUser(ctx).id);
  });

  router.post('/api/instructor/class-codes', instructorsOnly, async (ctx) => {
    const input = parseBody(createClassCodeSchema, ctx);
    const user = authorizedUser(ctx);
    await deps.rateLimiter.consume([{ rule: 'classCodeCreatePerUser', subject: String(user.id) }]);
    ctx.status = 201;
    ctx.body = await createClassCode(deps.knex, user, input);
  });

  router.post('/api/instructor/class-codes/:id/revoke', instructorsOnly, async (ctx) => {
    const { id } = parseQuery(classCodeIdParamsSchema, ctx, ctx.params);
    await revokeClassCode(deps.knex, authorizedUser(ctx), id);
    ctx.status = 204;
  });

  // The one line of plain text the caller's students see on their account page (issue 31).
  router.get('/api/instructor/class-contact', instructorsOnly, async (ctx) => {
    ctx.body = await getClassContact(deps.knex, authorizedUser(ctx).id);
  });

  router.post('/api/instructor/class-contact', instructorsOnly, async (ctx) => {
    const user = authorizedUser(ctx);
    await deps.rateLimiter.consume([{ rule: 'classContactPerUser', subject: String(user.id) }]);
    const { contactLine } = parseBody(classContactSchema, ctx);
    ctx.body = await setClassContact(deps.knex, user, contactLine);
  });

  return router;
}

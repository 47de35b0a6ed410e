// The yardstick for GET /api/auth/me (issue 23): a bare Koa + pg server doing the same session lookup
// as the API (signed session cookie, the `sessions` row, the user row and their module progress, the
// same tables and query shapes), with nothing else. bench-me-ratio.mjs starts it beside the API.
//   DATABASE_URL=... SESSION_SECRET=... PORT=4530 node tools/scripts/me-reference-server.mjs
import Koa from 'koa';
import pg from 'pg';

const { DATABASE_URL, SESSION_SECRET, PORT = '4530', DB_POOL_MAX = '10' } = process.env;
if (!DATABASE_URL || !SESSION_SECRET) throw new Error('DATABASE_URL and SESSION_SECRET are required');

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(DB_POOL_MAX) });
const app = new Koa();
app.keys = [SESSION_SECRET];

app.use(async (ctx) => {
  if (ctx.method !== 'GET' || ctx.path !== '/api/auth/me') return void (ctx.status = 404);
  ctx.set('Cache-Control', 'no-store');
  const id = ctx.cookies.get('reentry.sid', { signed: true });
  const session = id && (await pool.query('select "data" from "sessions" where "id" = $1 and "expires_at" > CURRENT_TIMESTAMP limit $2', [id, 1])).rows[0];
  const userId = session?.data?.userId;
  if (!Number.isInteger(userId)) {
    ctx.status = 401;
    ctx.body = { error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } };
    return;
  }
  const [users, progress] = await Promise.all([
    pool.query('select "users".* from "users" where "users"."id" = $1', [userId]),
    pool.query('select "module_id", "completed", "score" from "module_progress" where "user_id" = $1', [userId]),
  ]);
  const user = users.rows[0];
  if (!user) return void (ctx.status = 401);
  ctx.body = {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    isAdmin: user.is_admin,
    isInstructor: user.is_instructor,
    assignedInstructorId: user.assigned_instructor_id,
    progress: {
      completedModules: progress.rows.filter((row) => row.completed).map((row) => row.module_id),
      quizScores: Object.fromEntries(progress.rows.filter((row) => row.score !== null).map((row) => [row.module_id, row.score])),
    },
  };
});

const server = app.listen(Number(PORT), '127.0.0.1', () => console.log(`me-reference listening on ${PORT}`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => pool.end());
});

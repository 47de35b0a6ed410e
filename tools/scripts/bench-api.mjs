// Benchmark: GET /api/auth/me for a signed-in user (a session lookup plus the user and progress
// queries). Budget (ARCHITECTURE.md section 8): at least 1,000 requests/s with p99 under 50 ms on
// PostgreSQL. Start the API first, e.g. with DATABASE_URL set:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test PORT=3300 node services/api/dist/server.js &
//   node tools/scripts/bench-api.mjs http://localhost:3300 [seconds]
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://localhost:3000';
const duration = Number(process.argv[3] ?? 10);
const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
const username = `bench${Date.now().toString(36)}`;

const registered = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ username, name: 'Bench User', email: `${username}@example.org`, password: 'Bench-Tortilla-Rio-Verde-84' }),
});
if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

const result = await autocannon({ url: `${base}/api/auth/me`, headers: { cookie }, connections: 10, duration });
const ok = result['2xx'];
console.log(`GET /api/auth/me for ${duration} s, 10 connections: ${Math.round(result.requests.average)} requests/s,`);
console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${ok} answered 2xx, ${result.non2xx} not.`);
console.log(`budget: >= 1000 requests/s and p99 < 50 ms -> ${result.requests.average >= 1000 && result.latency.p99 < 50 ? 'met' : 'NOT met'}`);

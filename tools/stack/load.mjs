#!/usr/bin/env node
/**
 * A bounded load generator for the local stack: at most `requests` requests and `seconds` seconds, only
 * to 127.0.0.1. A mix of reads (pages, /api/auth/me signed in, /api/site-config) and writes (contact
 * messages with an Idempotency-Key, sign-ups). Every 2xx write is recorded so a test can look for it in
 * the database. Usage: node tools/stack/load.mjs http://127.0.0.1:4600 [--requests 2000] [--seconds 30] [--concurrency 6]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { apiCall, assertLoopback, cookieFrom, request } from './http.mjs';

const PAGES = ['/', '/modules', '/resources', '/contact', '/schedule', '/login'];
const HARD_LIMITS = { requests: 100_000, seconds: 600, concurrency: 64 };

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A password the strength check accepts, never reused. */
const strongPassword = () => `Load-${randomBytes(12).toString('base64url')}-pass`;

/** A sign-up as the site's form sends it, with an Idempotency-Key; body and key are kept for a retry. */
function newSignUp(run, n) {
  const username = `load_${run}_${n}`;
  const body = { username, name: `Load Tester ${n}`, email: `${username}@example.org`, password: strongPassword() };
  return { username, body, key: randomUUID() };
}

async function signUp(base, { body, key }) {
  const res = await apiCall(base, '/api/auth/register', { method: 'POST', json: body, headers: { 'Idempotency-Key': key } });
  return { res, cookie: res.status === 201 ? cookieFrom(res) : undefined };
}

/**
 * @param {{ baseUrl: string, requests?: number, seconds?: number, concurrency?: number, signupShare?: number, maxSignups?: number, maxContacts?: number, stop?: () => boolean }} options
 */
export async function runLoad({ baseUrl, requests = 2000, seconds = 30, concurrency = 6, signupShare = 0.04, maxSignups = 100, maxContacts = 400, stop }) {
  assertLoopback(baseUrl);
  const limits = { requests: Math.min(requests, HARD_LIMITS.requests), ms: Math.min(seconds, HARD_LIMITS.seconds) * 1000 };
  const run = randomBytes(3).toString('hex');
  const latencies = [];
  const failures = [];
  const byKind = {};
  const writes = { contact: [], signups: [], failedContacts: [], failedSignups: [] };
  let contactsInFlight = 0;
  const sessions = [];
  let sent = 0;
  let signups = 0;
  const started = Date.now();

  async function timed(kind, expected, work) {
    const t0 = performance.now();
    let outcome;
    try {
      outcome = await work();
    } catch (err) {
      outcome = { error: err };
    }
    const ms = performance.now() - t0;
    latencies.push(ms);
    const stats = (byKind[kind] ??= { requests: 0, failures: 0 });
    stats.requests += 1;
    const status = outcome.res?.status;
    if (outcome.error || status !== expected) {
      stats.failures += 1;
      failures.push({ kind, status, error: outcome.error ? String(outcome.error.message ?? outcome.error) : undefined, body: outcome.res?.body?.slice(0, 200) });
    }
    return outcome;
  }

  async function one(n) {
    const roll = Math.random();
    if ((sessions.length === 0 || roll < signupShare) && signups < maxSignups) {
      signups += 1;
      const signup = newSignUp(run, n);
      const outcome = await timed('signup', 201, () => signUp(baseUrl, signup));
      if (outcome.cookie) {
        sessions.push(outcome.cookie);
        writes.signups.push(signup.username);
      } else writes.failedSignups.push(signup);
      return;
    }
    // Every request comes from 127.0.0.1: contact messages stay under the per-IP form limit (30 an hour x RATE_LIMIT_FACTOR).
    if (roll < 0.2 && writes.contact.length + contactsInFlight < maxContacts) {
      contactsInFlight += 1;
      const email = `load-${run}-${n}@example.org`;
      const body = { name: 'Load Tester', email, subject: 'general', message: `Message ${n} of load run ${run}.` };
      const key = randomUUID();
      const outcome = await timed('contact', 201, async () => ({ res: await apiCall(baseUrl, '/api/contact', { method: 'POST', json: body, headers: { 'Idempotency-Key': key } }) }));
      contactsInFlight -= 1;
      if (outcome.res?.status === 201) writes.contact.push(email);
      // Kept so a test can send it again with the same key, as a client retrying would.
      else writes.failedContacts.push({ email, body, key });
      return;
    }
    if (roll < 0.45 && sessions.length > 0) {
      const cookie = sessions[n % sessions.length];
      await timed('me', 200, async () => ({ res: await apiCall(baseUrl, '/api/auth/me', { cookie }) }));
      return;
    }
    if (roll < 0.65) {
      await timed('site-config', 200, async () => ({ res: await apiCall(baseUrl, '/api/site-config') }));
      return;
    }
    const page = PAGES[n % PAGES.length];
    await timed('page', 200, async () => ({ res: await request(baseUrl + page, { headers: { Accept: 'text/html' } }) }));
  }

  async function worker() {
    while (sent < limits.requests && Date.now() - started < limits.ms && !stop?.()) {
      sent += 1;
      await one(sent);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, HARD_LIMITS.concurrency)) }, worker));

  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    failures,
    seconds: round((Date.now() - started) / 1000),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    byKind,
    writes,
  };
}

/** One line a person (or the lead's note) can quote. */
export function summary(result) {
  const kinds = Object.entries(result.byKind)
    .map(([kind, s]) => `${kind} ${s.requests}${s.failures ? ` (${s.failures} failed)` : ''}`)
    .join(', ');
  return (
    `${result.requests} requests in ${result.seconds} s, ${result.failures.length} failed; ` +
    `latency p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms; ${kinds}; ` +
    `writes accepted: ${result.writes.contact.length} contact messages, ${result.writes.signups.length} sign-ups`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { requests: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '30' }, concurrency: { type: 'string', default: '6' } },
  });
  const baseUrl = positionals[0] ?? 'http://127.0.0.1:4600';
  const result = await runLoad({ baseUrl, requests: Number(values.requests), seconds: Number(values.seconds), concurrency: Number(values.concurrency) });
  console.log(summary(result));
  for (const failure of result.failures.slice(0, 10)) console.log('failed:', JSON.stringify(failure));
  process.exitCode = result.failures.length > 0 ? 1 : 0;
}

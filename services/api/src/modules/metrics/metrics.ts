import path from 'node:path';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const COLLECT_TIMEOUT_MS = 1000;

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** The route a request matched, with bounded values: a router pattern, or what kind of thing it was. */
export function routeLabel(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (/^\/api(\/|$)/i.test(ctx.path)) return 'api-unmatched';
  return path.extname(ctx.path) === '' ? 'page' : 'static';
}

/**
 * The app's Prometheus metrics, in a registry of its own (several apps may live in one test process).
 * Pool and outbox figures are read when scraped, so they cost nothing between scrapes.
 */
export function createMetrics(knex: Knex, { processMetrics = false } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const render = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Server rendering of a page (loaders and HTML), cache misses only, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests refused with 429, by the rate-limit rule that was over.',
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process, by state (used, free, pending acquires, max).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      // Read when scraped: knex creates its pool lazily (and a test may pass a stand-in without one).
      const current = (knex as { client?: { pool?: TarnPool } }).client?.pool;
      if (!current) return;
      this.set({ state: 'used' }, current.numUsed());
      this.set({ state: 'free' }, current.numFree());
      this.set({ state: 'pending' }, current.numPendingAcquires());
      this.set({ state: 'max' }, current.max);
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mail in the outbox (all replicas), by status: pending (of which due now) and failed.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const query = knex('mail_outbox')
        .select(
          knex.raw("count(*) filter (where status = 'pending') as pending"),
          knex.raw("count(*) filter (where status = 'pending' and next_attempt_at <= now()) as due"),
          knex.raw("count(*) filter (where status = 'failed') as failed"),
        )
        .first()
        .timeout(COLLECT_TIMEOUT_MS, { cancel: true });
      const row = (await query.catch(() => undefined)) as { pending: number; due: number; failed: number } | undefined;
      if (!row) return;
      this.set({ status: 'pending' }, Number(row.pending));
      this.set({ status: 'due' }, Number(row.due));
      this.set({ status: 'failed' }, Number(row.failed));
    },
  });

  return {
    registry,
    observeRequest(ctx: Context, seconds: number): void {
      const labels = { method: ctx.method, route: routeLabel(ctx), status: String(ctx.status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    observeRender(outcome: 'page' | 'redirect' | 'no-action' | 'error', seconds: number): void {
      render.observe({ outcome }, seconds);
    },
    rateLimited(rules: readonly string[]): void {
      for (const rule of rules) rateLimited.inc({ rule });
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

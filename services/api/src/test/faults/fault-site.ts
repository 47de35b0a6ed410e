import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { userWith } from '../admin-kit.js';
import type { LoadTarget } from './mixed-load.js';

export interface FaultSite {
  target: LoadTarget;
  learnerId: number;
  /** GET a path; resolves with the status and how long it took. */
  get(path: string): Promise<{ status: number; ms: number }>;
  close(): Promise<void>;
}

/** Serves the app on a loopback port (a real socket, as clients see it) with a learner and an admin signed in. */
export async function openFaultSite(app: Koa, knex: Knex): Promise<FaultSite> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tag = Math.random().toString(36).slice(2, 8);
  const learner = await userWith(knex, `learner${tag}`);
  const admin = await userWith(knex, `admin${tag}`, { isAdmin: true });
  return {
    target: { base, learnerCookie: learner.cookie, adminCookie: admin.cookie },
    learnerId: learner.id,
    async get(path) {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
      await res?.arrayBuffer();
      return { status: res?.status ?? 0, ms: Math.round(performance.now() - started) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

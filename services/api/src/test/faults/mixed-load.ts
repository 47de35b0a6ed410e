import { assistanceBody, contactBody, newRun, quizBody } from '../duplicates-kit.js';

/** What a fault test fires: the mix the issue names. */
export type Kind = 'page' | 'me' | 'contact' | 'assistance' | 'quiz' | 'admin-list';
const KINDS: readonly Kind[] = ['page', 'me', 'contact', 'assistance', 'quiz', 'admin-list'];

/** A write the recorder can send again with the same Idempotency-Key. */
export interface WriteRequest {
  kind: 'contact' | 'assistance' | 'quiz';
  path: string;
  body: object;
  key: string;
  /** The address the row is stored under (forms); quiz rows are counted per learner. */
  email?: string;
  cookie?: string;
}

export interface Answer {
  kind: Kind;
  /** 0 when no answer came (connection refused, reset, or the hang limit). */
  status: number;
  ms: number;
  lang: 'en' | 'es';
  /** What the test was doing when the request started (`before`, `outage`, `after`...). */
  phase: string;
  retryAfter?: string;
  code?: string;
  message?: string;
  /** The raw body when it was not the JSON we expected (kept short), for a readable failure. */
  text?: string;
  write?: WriteRequest;
}

export interface LoadTarget {
  base: string;
  learnerCookie: string;
  adminCookie: string;
}

/** A request that takes longer than this counts as a hang. */
export const HANG_MS = 5000;

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };

function writeFor(kind: Kind, target: LoadTarget): WriteRequest | undefined {
  const run = newRun();
  const key = `fault-${run}`;
  if (kind === 'contact') return { kind, path: '/api/contact', body: contactBody(run), key, email: `${run}@example.org` };
  if (kind === 'assistance') return { kind, path: '/api/assistance-requests', body: assistanceBody(run), key, email: `${run}@example.org` };
  if (kind === 'quiz') return { kind, path: '/api/modules/complete', body: quizBody(1), key, cookie: target.learnerCookie };
  return undefined;
}

function readFor(kind: Kind, target: LoadTarget): { path: string; cookie?: string } {
  if (kind === 'me') return { path: '/api/auth/me', cookie: target.learnerCookie };
  if (kind === 'admin-list') return { path: '/api/admin/assistance-requests?limit=10', cookie: target.adminCookie };
  return { path: '/' };
}

/** Sends one write (a first try or a retry with the same key) and records the answer. */
export async function sendWrite(base: string, write: WriteRequest, lang: 'en' | 'es', phase: string): Promise<Answer> {
  const headers: Record<string, string> = { ...JSON_HEADERS, 'Accept-Language': lang, 'Idempotency-Key': write.key };
  if (write.cookie) headers.Cookie = write.cookie;
  return timedFetch(write.kind, `${base}${write.path}`, { method: 'POST', headers, body: JSON.stringify(write.body) }, lang, phase, write);
}

async function timedFetch(kind: Kind, url: string, init: RequestInit, lang: 'en' | 'es', phase: string, write?: WriteRequest): Promise<Answer> {
  const started = performance.now();
  const answer: Answer = { kind, status: 0, ms: 0, lang, phase, write };
  try {
    // Well past the hang limit, so a hang is measured, not cut short.
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS * 2) });
    const text = await res.text();
    answer.status = res.status;
    answer.retryAfter = res.headers.get('retry-after') ?? undefined;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      const error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
      answer.code = error?.code;
      answer.message = error?.message;
    }
    if (res.status >= 400 && !answer.code) answer.text = text.slice(0, 300);
  } catch (err) {
    answer.text = String((err as Error).cause ?? err).slice(0, 200);
  }
  answer.ms = Math.round(performance.now() - started);
  return answer;
}

export interface MixedLoad {
  /** Labels the requests started from now on. */
  setPhase(phase: string): void;
  readonly answers: readonly Answer[];
  /** Stops sending, waits for the requests in flight, and returns every answer. */
  stop(): Promise<Answer[]>;
}

/**
 * A bounded mixed load: `workers` clients, each sending one request at a time (page views, /api/auth/me,
 * contact and assistance forms and quiz attempts with an Idempotency-Key, an admin list), half in Spanish.
 * It stops by itself after `maxMs`.
 */
export function startMixedLoad(target: LoadTarget, { workers = 4, pauseMs = 25, maxMs = 45_000 } = {}): MixedLoad {
  const answers: Answer[] = [];
  let phase = 'before';
  let stopping = false;
  let counter = 0;
  // Bounded even when a test fails before stop(): the load ends by itself, so Jest can exit.
  const started = Date.now();

  async function worker(): Promise<void> {
    while (!stopping && Date.now() - started < maxMs) {
      const n = counter++;
      const kind = KINDS[n % KINDS.length]!;
      const lang = n % 2 === 0 ? 'en' : 'es';
      const write = writeFor(kind, target);
      if (write) {
        answers.push(await sendWrite(target.base, write, lang, phase));
      } else {
        const { path, cookie } = readFor(kind, target);
        const headers: Record<string, string> = { 'Accept-Language': lang, ...(cookie ? { Cookie: cookie } : {}) };
        answers.push(await timedFetch(kind, `${target.base}${path}`, { headers }, lang, phase));
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    setPhase: (next) => void (phase = next),
    answers,
    async stop() {
      stopping = true;
      await running;
      return answers;
    },
  };
}

import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { errorEnvelopeSchema } from '@reentry/contracts/errors';
import { z } from 'zod';
import type { Access, RouteDoc } from './route-doc.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request was refused: `VALIDATION_FAILED` (with `fields`; `body` when the body is not a JSON object, or missing where one is required), `INVALID_JSON`, and similar.',
  401: 'Not signed in (`UNAUTHENTICATED`) or wrong credentials.',
  404: 'No such thing (`NOT_FOUND`).',
  409: 'Conflicts with what exists (`CONFLICT`).',
  413: 'The body is over 64 kB.',
  415: 'The body is not JSON.',
  422: 'The same Idempotency-Key was sent with another body (`IDEMPOTENCY_KEY_REUSED`).',
  429: 'Too many attempts (`RATE_LIMITED`); `Retry-After` says when to try again.',
  503: 'The service, the database or a provider is unavailable for now (`SERVICE_UNAVAILABLE` and similar).',
};

const ACCESS_NOTE: Record<Access, string> = {
  anyone: 'Anyone.',
  'signed-in': 'A signed-in user (session cookie).',
  instructor: 'An instructor (session cookie); only their own assigned students.',
  admin: 'An admin (session cookie; with REQUIRE_ADMIN_2FA, two-step sign-in turned on).',
  editor: 'A content editor or an admin (session cookie).',
  'stripe-signature': "Stripe only: the `Stripe-Signature` header is checked on the raw body.",
  operator: 'Operators and probes (not part of the public API).',
};

/** Koa's `/things/:id` as OpenAPI's `/things/{id}`. */
export function openApiPath(koaPath: string): string {
  return koaPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const ROLE_REFUSAL = 'Signed in without the role, or an admin without two-step sign-in (`TWO_FACTOR_ENROLMENT_REQUIRED`).';
const CSRF_REFUSAL = 'The CSRF check: no `X-Requested-With: fetch` header, or an `Origin` this site does not allow (`FORBIDDEN`).';

const isStaff = (doc: RouteDoc) => doc.access === 'admin' || doc.access === 'instructor' || doc.access === 'editor';
/** Every call but a GET (and Stripe's signed webhook, and the operators' probes) passes the CSRF guard. */
const csrfChecked = (doc: RouteDoc) => doc.method !== 'get' && doc.access !== 'stripe-signature' && doc.access !== 'operator';
/** Every call that may carry a body goes through the JSON body middleware, which refuses anything but an object. */
const bodyChecked = (doc: RouteDoc) => doc.method !== 'get' && doc.access !== 'operator';

/**
 * The error statuses every route of a kind answers, named here once for all of them (the middleware that
 * answers them runs for every route): the body and parameter checks (400), the session (401), the role and the
 * CSRF guard (403), idempotency (422), rate limits (429), the body's size and type (413, 415).
 */
function errorStatuses(doc: RouteDoc): number[] {
  const statuses = new Set(doc.errors ?? []);
  if (doc.body || ((doc.query || doc.params) && !doc.page) || bodyChecked(doc)) statuses.add(400);
  if (doc.access === 'signed-in' || isStaff(doc)) statuses.add(401);
  if (isStaff(doc) || csrfChecked(doc)) statuses.add(403);
  if (doc.idempotencyKey) statuses.add(422);
  if (doc.rateLimited) statuses.add(429);
  if (bodyChecked(doc)) [413, 415].forEach((status) => statuses.add(status));
  return [...statuses].filter((status) => !(status in doc.responses)).sort();
}

function errorDescription(doc: RouteDoc, status: number): string {
  if (status !== 403) return ERROR_DESCRIPTIONS[status] ?? 'An error.';
  return [isStaff(doc) ? ROLE_REFUSAL : '', csrfChecked(doc) ? CSRF_REFUSAL : ''].filter(Boolean).join(' Or: ') || 'Refused (`FORBIDDEN`).';
}

function register(registry: OpenAPIRegistry, doc: RouteDoc): void {
  const responses: Record<number, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {};
  for (const [status, response] of Object.entries(doc.responses)) {
    const type = response.contentType ?? 'application/json';
    responses[Number(status)] = {
      description: response.description,
      content: response.schema ? { [type]: { schema: response.schema } } : undefined,
    };
  }
  for (const status of errorStatuses(doc)) {
    responses[status] = { description: errorDescription(doc, status), content: { 'application/json': { schema: errorEnvelopeSchema } } };
  }
  const headers = z.object({
    ...(csrfChecked(doc) ? { 'X-Requested-With': z.literal('fetch').describe('Required on every state-changing call (CSRF check).') } : {}),
    ...(doc.idempotencyKey ? { 'Idempotency-Key': z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/).optional().describe('A new random value per attempt; a retry sends the same.') } : {}),
  });
  registry.registerPath({
    method: doc.method,
    path: openApiPath(doc.path),
    tags: [doc.tag],
    summary: doc.summary,
    description: [doc.description, `Who may call it: ${ACCESS_NOTE[doc.access]}`].filter(Boolean).join('\n\n'),
    security: doc.access === 'signed-in' || isStaff(doc) ? [{ session: [] }] : [],
    request: {
      body: doc.body ? { required: true, content: { 'application/json': { schema: doc.body } } } : undefined,
      query: doc.query,
      params: doc.params,
      headers: Object.keys(headers.shape).length > 0 ? headers : undefined,
    },
    responses,
    'x-access': doc.access,
  } as Parameters<OpenAPIRegistry['registerPath']>[0]);
}

/** The OpenAPI 3.1 description of every route, generated from the zod contracts the routes parse with. */
export function buildOpenApiDocument(docs: readonly RouteDoc[], version: string): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'reentry.sid',
    description: 'The session cookie set at sign-in (`__Host-reentry.sid` on an https site), with its `.sig` signature cookie.',
  });
  for (const doc of docs) register(registry, doc);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Reentry Financial Literacy API',
      version,
      description:
        'The API behind the site. Bodies are JSON (64 kB at most); errors are `{ error: { code, message, fields? } }` with ' +
        'messages in the language of `Accept-Language` (English or Spanish). State-changing calls need `X-Requested-With: fetch` ' +
        'and, when the browser sends an Origin, an allowed one.',
    },
    servers: [{ url: '/' }],
  });
}

import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { errorEnvelopeSchema } from '@reentry/contracts/errors';
import { z } from 'zod';
import type { Access, RouteDoc } from './route-doc.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request was refused: `VALIDATION_FAILED` (with `fields`), `INVALID_JSON`, and similar.',
  401: 'Not signed in (`UNAUTHENTICATED`) or wrong credentials.',
  403: 'Signed in without the role, or an admin without two-step sign-in (`TWO_FACTOR_ENROLMENT_REQUIRED`).',
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

function errorStatuses(doc: RouteDoc): number[] {
  const statuses = new Set(doc.errors ?? []);
  if (doc.body || doc.query || doc.params) statuses.add(400);
  const staff = doc.access === 'admin' || doc.access === 'instructor' || doc.access === 'editor';
  if (doc.access === 'signed-in' || staff) statuses.add(401);
  if (staff) statuses.add(403);
  if (doc.idempotencyKey) statuses.add(422);
  if (doc.rateLimited) statuses.add(429);
  if (doc.method !== 'get' && doc.access !== 'operator') [413, 415].forEach((status) => statuses.add(status));
  return [...statuses].filter((status) => !(status in doc.responses)).sort();
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
    responses[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'An error.', content: { 'application/json': { schema: errorEnvelopeSchema } } };
  }
  const stateChanging = doc.method !== 'get' && doc.access !== 'stripe-signature' && doc.access !== 'operator';
  const headers = z.object({
    ...(stateChanging ? { 'X-Requested-With': z.literal('fetch').describe('Required on every state-changing call (CSRF check).') } : {}),
    ...(doc.idempotencyKey ? { 'Idempotency-Key': z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/).optional().describe('A new random value per attempt; a retry sends the same.') } : {}),
  });
  registry.registerPath({
    method: doc.method,
    path: openApiPath(doc.path),
    tags: [doc.tag],
    summary: doc.summary,
    description: [doc.description, `Who may call it: ${ACCESS_NOTE[doc.access]}`].filter(Boolean).join('\n\n'),
    security: ['signed-in', 'admin', 'instructor', 'editor'].includes(doc.access) ? [{ session: [] }] : [],
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

import type { z } from 'zod';

/** Who may call a route; the server enforces it (middleware and services), this only describes it. */
export type Access = 'anyone' | 'signed-in' | 'instructor' | 'admin' | 'editor' | 'stripe-signature' | 'operator';

export interface ResponseDoc {
  description: string;
  /** JSON body; absent for an empty answer (204) or a non-JSON one (see `contentType`). */
  schema?: z.ZodType;
  /** Default application/json. */
  contentType?: string;
}

/**
 * One route as integrators see it: the zod contracts it parses and answers with. Each module lists its
 * routes in `<domain>.openapi.ts`, beside `<domain>.routes.ts`; `openapi/routes.ts` collects the lists.
 * A route of the app's routers with no doc fails `openapi.test.ts`.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The router's pattern, with `:param` segments. */
  path: string;
  access: Access;
  tag: string;
  summary: string;
  description?: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: z.ZodObject;
  /** Takes an Idempotency-Key header (retries with the same key and body get the first answer). */
  idempotencyKey?: boolean;
  /** Rate limited: may answer 429 with Retry-After. */
  rateLimited?: boolean;
  /** A page a browser opens (not a JSON call): a parameter it cannot use is ignored, never answered with 400. */
  page?: boolean;
  responses: Record<number, ResponseDoc>;
  /** Other error statuses this route answers with the error envelope (beyond the ones implied above). */
  errors?: number[];
}

export function defineRoutes(docs: RouteDoc[]): RouteDoc[] {
  return docs;
}

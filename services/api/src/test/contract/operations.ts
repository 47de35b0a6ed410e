import type { DocumentLike } from '../openapi-check.js';

/** One operation of the served document, as the contract test calls it. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI's path, `/things/{id}`. */
  path: string;
  /** `POST /things/{id}`: the key of the fixture table. */
  key: string;
  access: string;
  /** The JSON body's schema when the operation takes one. */
  body?: object;
  pathParams: { name: string; schema: Record<string, unknown> }[];
  /** Needs `X-Requested-With: fetch` and an allowed Origin. */
  csrf: boolean;
  stateChanging: boolean;
}

interface RawOperation {
  'x-access'?: string;
  parameters?: { in: string; name: string; schema: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
}

/** Every operation the document names, in its order. */
export function operationsOf(document: DocumentLike): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, RawOperation>).map(([method, raw]) => {
      const access = raw['x-access'] ?? 'anyone';
      const stateChanging = method !== 'get';
      return {
        method: method as Operation['method'],
        path,
        key: `${method.toUpperCase()} ${path}`,
        access,
        body: raw.requestBody?.content?.['application/json']?.schema,
        pathParams: (raw.parameters ?? []).filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        csrf: stateChanging && access !== 'stripe-signature' && access !== 'operator',
        stateChanging,
      };
    }),
  );
}

/** The operation's path with its parameters filled in (each one URL-encoded). */
export function urlOf(operation: Operation, params: Record<string, string | number>, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${operation.key}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  return query ? `${path}?${query}` : path;
}

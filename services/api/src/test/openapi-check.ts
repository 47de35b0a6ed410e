import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Response } from 'supertest';
import { openApiDocument } from '../openapi/openapi.routes.js';
import { openApiPath } from '../openapi/document.js';

// ajv-formats is CommonJS with `exports.default`: NodeNext types see the module, Jest's CommonJS the function.
type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

interface MediaDoc {
  schema?: object;
}
type Operation = { responses: Record<string, { content?: Record<string, MediaDoc> }> };
export interface DocumentLike {
  paths?: Record<string, unknown>;
}

function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** The media type without parameters (`text/plain; version=0.0.4` is `text/plain`). */
const bareType = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/**
 * What is wrong with a real answer, measured against the document: a status the operation does not list, a
 * content type it does not name for that status, or a JSON body that does not match that status's schema.
 * Empty when the answer is as documented.
 */
export function answerProblems(document: DocumentLike, method: string, path: string, res: Response): string[] {
  const name = `${method.toUpperCase()} ${path}`;
  const operation = (document.paths?.[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
  if (!operation) return [`${name} is not in the OpenAPI document`];
  const response = operation.responses[String(res.status)];
  if (!response) return [`${name} answered ${res.status}, which the document does not list (${Object.keys(operation.responses).join(', ')}): ${res.text?.slice(0, 200)}`];
  const content = response.content ?? {};
  const sentType = res.type ? bareType(res.type) : '';
  const hasBody = Boolean(res.text) || (res.body instanceof Buffer && res.body.length > 0);
  if (Object.keys(content).length === 0) {
    // A redirect's "Redirecting to ..." text (Koa writes one for browsers) is not part of the contract.
    const redirect = res.status >= 300 && res.status < 400;
    return hasBody && !redirect ? [`${name} ${res.status} has a ${sentType} body the document does not describe`] : [];
  }
  const media = Object.entries(content).find(([type]) => bareType(type) === sentType)?.[1];
  if (!media) return [`${name} ${res.status} answered ${sentType || 'no content type'}, the document says ${Object.keys(content).join(' or ')}`];
  if (sentType !== 'application/json' || !media.schema) return [];
  const validate = validatorOf(media.schema);
  return validate(res.body) ? [] : [`${name} ${res.status} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`];
}

/**
 * Fails unless the answer's status is documented for this route and its body matches the document's
 * schema for that status (the integrators' contract, checked against real answers).
 */
export function expectDocumented(res: Response, method: string, koaPath: string): void {
  const problems = answerProblems(openApiDocument(), method, openApiPath(koaPath), res);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

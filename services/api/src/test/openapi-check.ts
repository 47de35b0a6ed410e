import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Response } from 'supertest';
import { openApiDocument } from '../openapi/openapi.routes.js';
import { openApiPath } from '../openapi/document.js';

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };

/**
 * Fails unless the answer's status is documented for this route and its JSON body matches the
 * document's schema for that status (the integrators' contract, checked against real answers).
 */
export function expectDocumented(res: Response, method: string, koaPath: string): void {
  const document = openApiDocument();
  const operation = (document.paths?.[openApiPath(koaPath)] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${koaPath} is not in the OpenAPI document`);
  const response = operation.responses[String(res.status)];
  if (!response) throw new Error(`${method} ${koaPath} answered ${res.status}, which the document does not list (${Object.keys(operation.responses).join(', ')})`);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) {
    if (res.text && res.type === 'application/json') throw new Error(`${method} ${koaPath} ${res.status} has a JSON body the document does not describe`);
    return;
  }
  const validate = ajv.compile(schema);
  if (!validate(res.body)) {
    throw new Error(`${method} ${koaPath} ${res.status} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`);
  }
}

import { errorEnvelopeSchema, type ErrorCode } from '@reentry/contracts/errors';
import type { Response } from 'supertest';

/** Asserts the response is the error envelope with `code`, and leaks no stack trace or file path. */
export function expectSafeEnvelope(res: Response, status: number, code: ErrorCode): void {
  expect(res.status).toBe(status);
  expect(res.type).toBe('application/json');
  const envelope = errorEnvelopeSchema.parse(res.body);
  expect(envelope.error.code).toBe(code);
  expect(res.text).not.toMatch(/\bat \S+ \(|\n\s+at /);
  expect(res.text).not.toMatch(/\.(ts|js):\d+|node_modules|\/work\/|services\/api/);
}

import {
  passwordConfirmationSchema,
  recoveryCodesResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@reentry/contracts/account-security';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Two-step sign-in';

export const twoFactorApiDocs = defineRoutes([
  { method: 'get', path: '/api/auth/two-factor', access: 'signed-in', tag, summary: 'Whether two-step sign-in is on (and required)', responses: { 200: { description: 'Status.', schema: twoFactorStatusSchema } } },
  {
    method: 'post', path: '/api/auth/two-factor/setup', access: 'signed-in', tag, summary: 'Start setting it up: a new secret, shown once', body: passwordConfirmationSchema, rateLimited: true,
    responses: { 200: { description: 'The secret as text, otpauth URL and QR code.', schema: twoFactorSetupResponseSchema } },
  },
  {
    method: 'post', path: '/api/auth/two-factor/enable', access: 'signed-in', tag, summary: 'Turn it on with a first code', body: twoFactorEnableRequestSchema, rateLimited: true,
    responses: { 200: { description: 'Ten recovery codes, shown once.', schema: recoveryCodesResponseSchema } },
  },
  { method: 'post', path: '/api/auth/two-factor/disable', access: 'signed-in', tag, summary: 'Turn it off', body: twoFactorDisableRequestSchema, rateLimited: true, responses: { 204: { description: 'Off.' } } },
  {
    method: 'post', path: '/api/auth/two-factor/recovery-codes', access: 'signed-in', tag, summary: 'Replace the recovery codes', body: passwordConfirmationSchema, rateLimited: true,
    responses: { 200: { description: 'Ten new recovery codes; the old ones stop working.', schema: recoveryCodesResponseSchema } },
  },
]);

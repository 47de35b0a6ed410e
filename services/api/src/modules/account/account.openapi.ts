import { accountDeleteSchema, accountExportSchema, accountProfileSchema, accountTokenSchema, accountUpdateSchema } from '@reentry/contracts/account';
import { messageResponseSchema } from '@reentry/contracts/auth';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'My account';

export const accountApiDocs = defineRoutes([
  { method: 'get', path: '/api/account', access: 'signed-in', tag, summary: 'The signed-in learner\'s profile', responses: { 200: { description: 'Name, username, email, language.', schema: accountProfileSchema } } },
  {
    method: 'patch', path: '/api/account', access: 'signed-in', tag, summary: 'Change the name, the language or the email address', body: accountUpdateSchema, rateLimited: true,
    description:
      'The name changes at once (certificates already made keep the name printed on them). The language is saved on the account and ' +
      'set as the browser\'s language at every sign-in. A new email needs `currentPassword`: the new address gets a single-use link ' +
      '(24 hours) and the address changes only when it is opened; the answer is the same whatever account uses the new address.',
    responses: { 200: { description: 'The profile after the change.', schema: accountProfileSchema } },
  },
  {
    method: 'post', path: '/api/account/email/confirm', access: 'anyone', tag, summary: 'Open the link mailed to the new address', body: accountTokenSchema, rateLimited: true,
    description: 'Spends the token once. The old address (if any) is told, with a link that undoes the change for 7 days.',
    responses: { 200: { description: 'The email address changed.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/account/email/undo', access: 'anyone', tag, summary: 'Undo an email change from the old address', body: accountTokenSchema, rateLimited: true,
    responses: { 200: { description: 'The old address is back; every session of the account ended.', schema: messageResponseSchema } },
  },
  {
    method: 'get', path: '/api/account/export', access: 'signed-in', tag, summary: 'Download everything kept about the account', rateLimited: true,
    description: 'One JSON document (`Content-Disposition: attachment`): profile, progress, every quiz attempt, certificates, class, sessions, forms sent with the account\'s email. Audited.',
    responses: { 200: { description: 'The account\'s data.', schema: accountExportSchema } },
  },
  {
    method: 'post', path: '/api/account/delete', access: 'signed-in', tag, summary: 'Delete the account', body: accountDeleteSchema, rateLimited: true, errors: [409],
    description:
      'Needs the password (and a two-step code when two-step sign-in is on). Sessions end at once; name, email and secrets are erased; ' +
      'certificates are revoked as withdrawn by the holder and show no name; the username is held for 30 days. 409 for the last administrator.',
    responses: { 200: { description: 'Deleted and signed out.', schema: messageResponseSchema } },
  },
]);

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
    description: 'Spends the token once, not after a password change. The address is then verified. The old address (if any) is told, with a link that undoes the change for 7 days.',
    responses: { 200: { description: 'The email address changed.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/account/email/undo', access: 'anyone', tag, summary: 'Undo an email change from the old address', body: accountTokenSchema, rateLimited: true,
    description:
      'Puts back only the address the link was sent to, and only while no undo of this change or an earlier one has happened since, and no ' +
      'password change since, unless this is the first of the account\'s recent changes (its link goes to the address the account had before ' +
      'them). Ends every session, reset link and pending change, and the undo links of every later change.',
    responses: { 200: { description: 'The old address is back; every session of the account ended.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/account/email/verify', access: 'anyone', tag, summary: 'Open the link that verifies the account\'s address', body: accountTokenSchema, rateLimited: true,
    description:
      'Spends the token once (7 days), and only while the account still has the address the link was mailed to. A verified address ' +
      'is what lets the data download list forms sent from it. The link is mailed at sign-up with an address and by `verify-link`.',
    responses: { 200: { description: 'The address is verified.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/account/email/verify-link', access: 'signed-in', tag, summary: 'Send the verification link again', rateLimited: true, errors: [409],
    description: 'Mails a new single-use link to the account\'s address (older ones stop working). 3 an hour per account and 5 an hour per address. 409 when the account has no address, or it is verified already.',
    responses: { 200: { description: 'The link is on its way.', schema: messageResponseSchema } },
  },
  {
    method: 'get', path: '/api/account/export', access: 'signed-in', tag, summary: 'Download everything kept about the account', rateLimited: true,
    description:
      'One JSON document (`Content-Disposition: attachment`): profile, progress, every quiz attempt and Spot the scam answer, the money plan, the reading ' +
      'position, certificates, class, sessions, email changes, two-step sign-in (never its secrets), the audit entries by or about the account, and the ' +
      'forms sent from the account\'s address once that address is verified. Audited.',
    responses: { 200: { description: 'The account\'s data.', schema: accountExportSchema } },
  },
  {
    method: 'post', path: '/api/account/delete', access: 'signed-in', tag, summary: 'Delete the account', body: accountDeleteSchema, rateLimited: true, errors: [409],
    description:
      'Needs the password (and a two-step code when two-step sign-in is on). Sessions end at once; name, email, secrets, the money plan, ' +
      'Spot the scam answers and the reading position are erased; certificates are revoked as withdrawn by the holder and show no name; ' +
      'quiz attempts and progress stay without a name; the username is held for 30 days. 409 for the last administrator.',
    responses: { 200: { description: 'Deleted and signed out.', schema: messageResponseSchema } },
  },
]);

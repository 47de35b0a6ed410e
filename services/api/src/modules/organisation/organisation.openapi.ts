import { organisationRecordSchema, organisationUpdateSchema } from '@reentry/contracts/organisation';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Admin';

export const organisationApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/admin/organisation', access: 'editor', tag, summary: "The organisation's details, with the version to send back",
    description: 'On a new database the details start from ORG_LEGAL_NAME, ORG_TAX_ID, ORG_ADDRESS and SOCIAL_*_URL; after that the database wins.',
    responses: { 200: { description: 'The details.', schema: organisationRecordSchema } },
  },
  {
    method: 'put', path: '/api/admin/organisation', access: 'editor', tag, summary: "Replace the organisation's details; audited (which fields changed, not their values)",
    description:
      'Send the whole document and the `version` it was read at. If someone saved since, the answer is 409 CONFLICT and nothing changes. Every replica shows the change within about 20 seconds. ' +
      'A content editor (not an admin) may change every field but `publicName`, `legalName` and `taxId`: a save that changes one of those is 403 FORBIDDEN and nothing changes.',
    body: organisationUpdateSchema, errors: [400, 403, 409], responses: { 200: { description: 'The details as saved, with the new version.', schema: organisationRecordSchema } },
  },
]);

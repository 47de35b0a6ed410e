import {
  contentDiscardSchema,
  contentDraftSaveSchema,
  contentKeyParamsSchema,
  contentListSchema,
  contentPublishSchema,
  contentReadQuerySchema,
  contentRecordSchema,
  contentRollbackSchema,
  contentVersionDocumentSchema,
  contentVersionParamsSchema,
  contentVersionsSchema,
  publicContentSchema,
  publishedModuleCatalogSchema,
} from '@reentry/contracts/content-studio';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Content';
const params = contentKeyParamsSchema;
const record = { 200: { description: 'The document: draft, published version, and the problems publishing would meet now.', schema: contentRecordSchema } };

export const contentApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/admin/content', access: 'editor', tag, summary: 'Every content document: who changed it when, the published version, unpublished changes',
    responses: { 200: { description: 'The documents, in site order.', schema: contentListSchema } },
  },
  {
    method: 'get', path: '/api/admin/content/:key', access: 'editor', tag, summary: 'One document: `{ key, draft, published, version }`',
    params, responses: record,
  },
  {
    method: 'put', path: '/api/admin/content/:key/draft', access: 'editor', tag, summary: 'Save the draft (may be incomplete, never unsafe); audited',
    description: 'Send the whole document `{ en, es }` and the `baseVersion` it was read at. A save from a stale read answers 409 CONFLICT with `error.current`: the draft as saved now and who saved it when. Texts are plain, with `**bold**` and line breaks only; HTML, script links, hidden characters and `__proto__` keys are refused (400, each field named). Over 512 KB: 413.',
    params, body: contentDraftSaveSchema, errors: [409], responses: record,
  },
  {
    method: 'post', path: '/api/admin/content/:key/publish', access: 'editor', tag, summary: 'Publish the draft as a new version, after the checks; audited',
    description: 'Checks: the document shape, a Spanish text for every English one, quiz rules (5,5,5,5,5,7 questions, four options, exactly one right answer, an explanation each), links https and on the allow-list, **bold** in pairs, reading level (English grade 8 at most, Spanish no harder). Problems answer 422 CONTENT_CHECKS_FAILED with `error.problems` (path, check, message in the request\'s language). An admin may publish past the reading-level, link and bold checks with `override.reason` (audited); an editor\'s override is 403.',
    params, body: contentPublishSchema, errors: [403, 409, 422], responses: record,
  },
  {
    method: 'get', path: '/api/admin/content/:key/versions', access: 'editor', tag, summary: 'Every published version, newest first (kept forever)',
    params, responses: { 200: { description: 'The versions.', schema: contentVersionsSchema } },
  },
  {
    method: 'get', path: '/api/admin/content/:key/versions/:version', access: 'editor', tag, summary: 'One published version with its whole document (for a diff between two versions)',
    params: contentVersionParamsSchema, errors: [404], responses: { 200: { description: 'The version and its document `{ en, es }`.', schema: contentVersionDocumentSchema } },
  },
  {
    method: 'post', path: '/api/admin/content/:key/rollback', access: 'editor', tag, summary: 'Publish an earlier version again, as a new version; the draft becomes it; audited',
    params, body: contentRollbackSchema, errors: [404], responses: record,
  },
  {
    method: 'post', path: '/api/admin/content/:key/discard', access: 'editor', tag, summary: 'Throw the draft away: it becomes the live version again; audited',
    description: 'Send the `baseVersion` the draft was read at. The draft becomes the published document, as a new draft version; nothing is published. A stale `baseVersion` answers 409 CONFLICT with `error.current`, so nobody discards a draft they have not seen.',
    params, body: contentDiscardSchema, errors: [404, 409], responses: record,
  },
  {
    method: 'get', path: '/api/admin/content/:key/preview', access: 'editor', tag, summary: 'The draft in one language as a reader sees it (a quiz without its answers), for the page preview',
    description: '`Cache-Control: private, no-store`. A draft whose shape would break the page answers 422 CONTENT_CHECKS_FAILED with its problems.',
    params, query: contentReadQuerySchema, errors: [422], responses: { 200: { description: 'The draft, in the shape of the public read.', schema: publicContentSchema } },
  },
  {
    method: 'get', path: '/api/content/module-catalog', access: 'anyone', tag, summary: 'The six modules as cards (title, level, description, topics), from their published lessons',
    description: 'Modules 1..6 in order. `version` is the sum of the six lessons\' published versions (it grows on any publish); the ETag names all six. `Cache-Control: public, max-age=30`, like the other content reads.',
    query: contentReadQuerySchema, responses: { 200: { description: 'The module catalogue in one language.', schema: publishedModuleCatalogSchema }, 304: { description: 'Not changed (If-None-Match).' } },
  },
  {
    method: 'get', path: '/api/content/:key', access: 'anyone', tag, summary: 'The published document in one language (a quiz without its answers)',
    description: 'ETag and `Cache-Control: public, max-age=30`; a replica keeps a document 15 s, so a publish reaches every reader within a minute.',
    params, query: contentReadQuerySchema, responses: { 200: { description: 'The published document.', schema: publicContentSchema }, 304: { description: 'Not changed (If-None-Match).' } },
  },
]);

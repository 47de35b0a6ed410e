import { readFileSync } from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import { repoRoot } from '../repo-root.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';
import { referencePage } from './reference-page.js';
import { routeDocs } from './routes.js';

function apiVersion(): string {
  const file = path.join(repoRoot, 'services', 'api', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

let cached: { document: OpenApiDocument; json: string; html: string } | undefined;

/** Built once per process: the document depends only on the code. */
export function openApiDocument(): OpenApiDocument {
  return described().document;
}

function described() {
  if (!cached) {
    const document = buildOpenApiDocument(routeDocs, apiVersion());
    cached = { document, json: JSON.stringify(document), html: referencePage(document) };
  }
  return cached;
}

/** `/api/openapi.json` and its readable page `/api/reference` (plain HTML: nothing loads on other pages). */
export function openApiRoutes(): Router {
  const router = new Router();
  router.get('/api/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'json';
    ctx.body = described().json;
  });
  router.get('/api/reference', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'html';
    ctx.body = described().html;
  });
  return router;
}

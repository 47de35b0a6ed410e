// The public reads of published content (issue 32) that browsers import: no schemas here, so a page's first
// load carries none (content-studio.ts has the schemas and re-exports these).

/** `GET /api/content/module-catalog?lang=`: the six modules' cards, made by the API from the published lessons. */
export const MODULE_CATALOG_KEY = 'module-catalog';

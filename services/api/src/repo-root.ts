import path from 'node:path';

/** The repository root: this file lives in services/api/{src,dist}/. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

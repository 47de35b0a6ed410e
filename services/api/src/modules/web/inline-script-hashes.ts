import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * CSP hashes ('sha256-…') of the inline <script> blocks in a built HTML page. The shell sets theme and
 * language before first paint with a tiny inline script; hashing it lets the CSP allow exactly that code
 * instead of 'unsafe-inline'. Read once at start: rebuilding the shell means restarting the API.
 */
export function inlineScriptHashes(htmlFile: string): string[] {
  if (!existsSync(htmlFile)) return [];
  const html = readFileSync(htmlFile, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const code = match[1] ?? '';
    if (code.trim()) hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

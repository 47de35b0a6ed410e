import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './remotes';

const fixture = path.join(repoRoot, 'e2e', 'fixtures', 'remote-extra');

/** Builds the test-only sixth remote with a version text and returns a copy of its build. */
export function buildExtraRemote(version: string): string {
  execFileSync('npx', ['rspack', 'build', '--mode', 'production', '-c', path.join(fixture, 'rspack.config.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, EXTRA_VERSION: version },
    stdio: 'pipe',
  });
  const copy = mkdtempSync(path.join(tmpdir(), `extra-${version}-`));
  cpSync(path.join(fixture, 'dist'), copy, { recursive: true });
  return copy;
}

/** Redeploys in place: the folder a server serves gets another build's files (same URLs). */
export function replaceContents(target: string, source: string): void {
  for (const name of readdirSync(target)) rmSync(path.join(target, name), { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}

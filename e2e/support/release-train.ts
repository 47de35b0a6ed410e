import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './remotes';

const rspack = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

/**
 * A team's change to remote `id`, built as its CI would: a copy of the remote's sources in `work`
 * (beside a link to the workspace's node_modules), edited by `edit`, built for production. Returns its dist.
 */
export function buildChangedRemote(id: string, work: string, edit: (sourceDir: string) => void): string {
  const copy = path.join(work, `mfe-${id}`);
  const source = path.join(repoRoot, `mfe-${id}`);
  cpSync(source, copy, { recursive: true, filter: (file) => !/^(dist|node_modules)(\/|$)/.test(path.relative(source, file)) });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'));
  edit(copy);
  execFileSync(process.execPath, [rspack, 'build', '--mode', 'production', '-c', path.join(copy, 'rspack.config.mjs')], { cwd: copy, stdio: 'pipe' });
  return path.join(copy, 'dist');
}

/** Replaces `from` by `to` in one source file of a copied remote. */
export function editFile(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** Runs `npm run release:remote` / `rollback:remote` (their scripts) against the releases folder `root`. */
export function releaseCommand(script: 'release-remote' | 'rollback-remote', args: string[], root: string) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'tools', 'release', `${script}.mjs`), ...args, '--root', root], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, ms: Date.now() - started };
}

/** The version a release printed (`Released learning 0.1.0-1a2b3c4d: ...`). */
export function releasedVersion(stdout: string): string {
  const version = /^(?:Released|Rolled back) \S+ (\S+):/m.exec(stdout)?.[1];
  if (!version) throw new Error(`no version in: ${stdout}`);
  return version;
}

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './remotes';

/** What a release is made of: the shell's browser and Node builds and every remote's build. */
const BUILT = ['shell/dist', 'shell/dist-server', ...readdirSync(repoRoot).filter((name) => /^mfe-/.test(name)).map((name) => `${name}/dist`)];

/** A web root (WEB_ROOT) holding a copy of this checkout's builds: release 1. */
export function copyCurrentRelease(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'reentry-web-'));
  for (const part of BUILT) cpSync(path.join(repoRoot, part), path.join(root, part), { recursive: true });
  return root;
}

function edit(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer says ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/**
 * Release 2: the shell and the learning remote built from a copy of their sources with a changed text each
 * (the site name in the header, the modules page heading), so every file that changed gets a new name.
 */
export function buildChangedRelease(): string {
  const source = mkdtempSync(path.join(tmpdir(), 'reentry-release-src-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(source, 'node_modules'));
  for (const pkg of ['shell', 'mfe-learning']) {
    cpSync(path.join(repoRoot, pkg), path.join(source, pkg), { recursive: true, filter: (file) => !/[/\\](dist|dist-server)$/.test(file) });
  }
  edit(path.join(source, 'shell/src/layout/layout.messages.ts'), "defaultMessage: 'Reentry Financial Literacy', description: 'Site name in the header'", "defaultMessage: 'Reentry Financial Literacy (release 2)', description: 'Site name in the header'");
  edit(path.join(source, 'mfe-learning/src/routes/page.messages.ts'), "defaultMessage: 'Learning modules'", "defaultMessage: 'Learning modules (release 2)'");
  for (const pkg of ['shell', 'mfe-learning']) {
    execFileSync('npx', ['rspack', 'build', '--mode', 'production'], { cwd: path.join(source, pkg), stdio: 'pipe', env: { ...process.env, NX_DAEMON: 'false' } });
  }
  return source;
}

/** Deploys release 2 into a web root: the shell and the learning remote change, the other remotes stay. */
export function deployRelease(webRoot: string, release: string) {
  for (const part of ['shell/dist', 'shell/dist-server', 'mfe-learning/dist']) {
    rmSync(path.join(webRoot, part), { recursive: true, force: true });
    mkdirSync(path.join(webRoot, part), { recursive: true });
    cpSync(path.join(release, part), path.join(webRoot, part), { recursive: true });
  }
}

/** Every script and style file of a release's shell and learning remote, as site paths. */
export function releaseFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const [dir, prefix] of [['shell/dist', '/'], ['mfe-learning/dist', '/remotes/learning/']] as const) {
    for (const name of readdirSync(path.join(root, dir))) if (/\.(js|css)$/.test(name)) files.add(prefix + name);
  }
  return files;
}

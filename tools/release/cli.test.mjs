import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoShellContract, writeFakeBuild } from './fake-remote-build.mjs';

let work;
let env;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
  writeFakeBuild(path.join(work, 'web', 'mfe-admin', 'dist'), { id: 'admin', paths: ['/admin'] });
  writeFakeBuild(path.join(work, 'good'), { id: 'learning', paths: ['/modules'], build: 'good' });
  writeFakeBuild(path.join(work, 'clash'), { id: 'learning', paths: ['/admin'], build: 'clash' });
  writeFileSync(path.join(work, 'shell-contract.json'), JSON.stringify(repoShellContract()));
  env = { ...process.env, WEB_ROOT: path.join(work, 'web'), RELEASES_DIR: path.join(work, 'releases') };
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (script, args) =>
  spawnSync(process.execPath, [path.join(import.meta.dirname, script), ...args, '--shell', path.join(work, 'shell-contract.json')], { env, encoding: 'utf8' });

describe('npm run release:remote / rollback:remote', () => {
  it('releases, prints where and how to go back; refuses with exit 1 naming the conflict, and an unreleased rollback too', () => {
    const first = run('release-remote.mjs', ['learning', '--dist', path.join(work, 'good')]);
    expect(first.status).toBe(0);
    const version = /Released learning (\S+):/.exec(first.stdout)?.[1];
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(first.stdout).toContain(`REMOTES_FILE=${path.join(work, 'releases', 'remotes.json')}`);

    const refused = run('release-remote.mjs', ['learning', '--dist', path.join(work, 'clash')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Refused: learning \S+ was not released \(the remotes list is unchanged\):\n {2}- learning's path \/admin is already owned by remote admin\n/);
    const list = JSON.parse(readFileSync(path.join(work, 'releases', 'remotes.json'), 'utf8'));
    expect(list.learning).toBe(`/remotes/learning/${version}/mf-manifest.json`);

    const unknown = run('rollback-remote.mjs', ['learning', '0.1.0-00000000']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`released versions: ${version}`);
  });

  it('answers a wrong call with the usage and exit 2, and a missing shell contract with how to get one', () => {
    const usage = run('rollback-remote.mjs', ['learning']);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/expected <id> <version>\n\nUsage: npm run rollback:remote -- <id> <version>/);
    const noShell = spawnSync(process.execPath, [path.join(import.meta.dirname, 'rollback-remote.mjs'), 'learning', '0.1.0-00000000'], { env, encoding: 'utf8' });
    expect(noShell.status).toBe(1);
    expect(noShell.stderr).toMatch(/cannot read the shell's contract at .*shell-contract\.json .*build the shell, or pass --shell/);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoShellContract, writeFakeBuild } from './fake-remote-build.mjs';
import { releaseRemote, rollbackRemote } from './release.mjs';
import { cdnTarget, staticTarget } from './release-targets.mjs';

const shell = repoShellContract();
let work;
let webRoot;
let builds;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  webRoot = path.join(work, 'web');
  builds = path.join(work, 'builds');
  // What `npm start` serves today: two remotes built into the web root.
  writeFakeBuild(path.join(webRoot, 'mfe-learning', 'dist'), { id: 'learning', paths: ['/modules', '/modules/:id'] });
  writeFakeBuild(path.join(webRoot, 'mfe-admin', 'dist'), { id: 'admin', paths: ['/admin'] });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const build = (name, options) => writeFakeBuild(path.join(builds, name), { id: 'learning', paths: ['/modules', '/modules/:id'], ...options });
const readList = (target) => JSON.parse(readFileSync(target.listFile, 'utf8'));

describe('releasing to the static folder the site serves', () => {
  it('puts a version in remotes/<id>/<version>/ and points only its entry at it; the others keep theirs', async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    const first = await releaseRemote({ id: 'learning', dist: build('one', { build: 'one' }), target, shell });
    expect(first).toMatchObject({ ok: true, previous: '/remotes/learning/mf-manifest.json', problems: [] });
    expect(first.version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    const folder = target.folder('learning', first.version);
    expect(readdirSync(folder).sort()).toEqual(['mf-manifest.json', 'remoteEntry.one.js', 'server']);
    expect(readList(target)).toEqual({ admin: '/remotes/admin/mf-manifest.json', learning: `/remotes/learning/${first.version}/mf-manifest.json` });

    const second = await releaseRemote({ id: 'learning', dist: build('two', { build: 'two' }), target, shell });
    expect(second).toMatchObject({ ok: true, previous: first.url });
    expect(second.version).not.toBe(first.version);
    expect(readList(target).admin).toBe('/remotes/admin/mf-manifest.json');
    expect(existsSync(path.join(folder, 'remoteEntry.one.js'))).toBe(true);
    // Each change leaves a dated copy of the list, to go back to by hand.
    expect(readdirSync(target.where).filter((name) => /^remotes-.*\.json$/.test(name)).length).toBeGreaterThanOrEqual(1);
  });

  it('says so, and writes nothing, when the same build is released again', async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    const dist = build('one', {});
    await releaseRemote({ id: 'learning', dist, target, shell });
    const before = readFileSync(target.listFile, 'utf8');
    expect(await releaseRemote({ id: 'learning', dist, target, shell })).toMatchObject({ ok: true, unchanged: true });
    expect(readFileSync(target.listFile, 'utf8')).toBe(before);
  });

  it('refuses a build that breaks the contract: no folder, and the list stays byte for byte', async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    await releaseRemote({ id: 'learning', dist: build('good', {}), target, shell });
    const before = readFileSync(target.listFile, 'utf8');
    const bad = build('bad', { build: 'bad', paths: ['/modules', '/admin'], platformVersion: '1.0.0' });
    const refused = await releaseRemote({ id: 'learning', dist: bad, target, shell });
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([
      `learning was built against @reentry/platform 1.0.0 (SDK major 1); the shell provides ${shell.platform.version} and supports SDK major 0`,
      "learning's path /admin is already owned by remote admin",
    ]);
    expect(existsSync(target.folder('learning', refused.version))).toBe(false);
    expect(readFileSync(target.listFile, 'utf8')).toBe(before);
  });

  it("refuses a build missing the files the shell and the server will ask for", async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    const dist = build('broken', {});
    rmSync(path.join(dist, 'server'), { recursive: true });
    const refused = await releaseRemote({ id: 'learning', dist, target, shell });
    expect(refused.problems).toEqual(["learning's build lacks server/remoteEntry.js"]);
  });

  it('rolls back to a released version, and refuses one that was never released, listing those that were', async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    const one = await releaseRemote({ id: 'learning', dist: build('one', { build: 'one' }), target, shell });
    const two = await releaseRemote({ id: 'learning', dist: build('two', { build: 'two' }), target, shell });
    const back = await rollbackRemote({ id: 'learning', version: one.version, target, shell });
    expect(back).toMatchObject({ ok: true, previous: two.url, url: one.url });
    expect(readList(target).learning).toBe(one.url);
    const unknown = await rollbackRemote({ id: 'learning', version: '0.1.0-deadbeef', target, shell });
    expect(unknown.ok).toBe(false);
    expect(unknown.problems[0]).toMatch(/^learning 0\.1\.0-deadbeef was never released to .*; released versions: /);
    expect(unknown.problems[0]).toContain(one.version);
    expect(unknown.problems[0]).toContain(two.version);
    expect(readList(target).learning).toBe(one.url);
  });

  it('takes only a remote id and a version name, never a path', async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    await expect(rollbackRemote({ id: 'learning', version: '../../admin', target, shell })).rejects.toThrow(/is not a released version/);
    await expect(rollbackRemote({ id: '../learning', version: '0.1.0-00000000', target, shell })).rejects.toThrow(/is not a remote id/);
    expect(() => releaseRemote({ id: 'Learning/..', dist: build('one', {}), target, shell })).toThrow(/is not a remote id/);
  });

  it('refuses to roll back to a version the shell that runs now no longer supports', async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    const old = await releaseRemote({ id: 'learning', dist: build('old', { build: 'old' }), target, shell });
    await releaseRemote({ id: 'learning', dist: build('new', { build: 'new' }), target, shell });
    const newerShell = { ...shell, platform: { version: '1.0.0', supportedMajors: [1] } };
    const refused = await rollbackRemote({ id: 'learning', version: old.version, target, shell: newerShell });
    expect(refused.problems).toEqual(['learning was built against @reentry/platform 0.1.0 (SDK major 0); the shell provides 1.0.0 and supports SDK major 1']);
  });

  it('waits for no one: a release already holding the list is reported, and the list is left alone', async () => {
    const target = staticTarget({ root: path.join(work, 'releases'), webRoot });
    await releaseRemote({ id: 'learning', dist: build('one', { build: 'one' }), target, shell });
    writeFileSync(`${target.listFile}.lock`, '1 then');
    await expect(releaseRemote({ id: 'learning', dist: build('two', { build: 'two' }), target, shell })).rejects.toThrow(/another release holds .*remotes\.json\.lock/);
  });
});

describe('releasing to the CDN layout', () => {
  it('lays the version out as publish-static does and points the ConfigMap list at its https URL', async () => {
    const out = path.join(work, 'cdn-upload');
    const target = cdnTarget({ out, baseUrl: 'https://cdn.example.org/site' });
    await expect(releaseRemote({ id: 'learning', dist: build('one', {}), target, shell })).rejects.toThrow(/no remotes list at .*publish-static/);

    const adminVersion = '0.1.0-0badc0de';
    writeFakeBuild(path.join(out, 'admin', adminVersion), { id: 'admin', paths: ['/admin'] });
    const adminUrl = `https://cdn.example.org/site/admin/${adminVersion}/mf-manifest.json`;
    writeFileSync(target.listFile, JSON.stringify({ admin: adminUrl }));
    const released = await releaseRemote({ id: 'learning', dist: build('one', {}), target, shell });
    expect(released.ok).toBe(true);
    expect(readList(target)).toEqual({ admin: adminUrl, learning: `https://cdn.example.org/site/learning/${released.version}/mf-manifest.json` });
    expect(existsSync(path.join(out, 'learning', released.version, 'server', 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(out, 'learning', released.version, 'index.html'))).toBe(false);

    // The other remotes' paths are read from the laid-out copies.
    const clash = await releaseRemote({ id: 'learning', dist: build('clash', { build: 'clash', paths: ['/admin/*'] }), target, shell });
    expect(clash.problems).toEqual(["learning's path /admin/* overlaps /admin, owned by remote admin"]);
  });

  it("reads the image's own remotes (a ConfigMap list's /remotes/... entries) from the web root, or from --site", async () => {
    const out = path.join(work, 'cdn-upload');
    const target = cdnTarget({ out, baseUrl: 'https://cdn.example.org', webRoot });
    mkdirSync(out, { recursive: true });
    writeFileSync(target.listFile, JSON.stringify({ admin: '/remotes/admin/mf-manifest.json', learning: '/remotes/learning/mf-manifest.json' }));
    const clash = await releaseRemote({ id: 'learning', dist: build('clash', { paths: ['/admin'] }), target, shell });
    expect(clash.problems).toEqual(["learning's path /admin is already owned by remote admin"]);
    const live = cdnTarget({ out, baseUrl: 'https://cdn.example.org', webRoot, site: 'https://reentry.example.org' });
    expect(live.manifestSource('/remotes/admin/mf-manifest.json')).toBe('https://reentry.example.org/remotes/admin/mf-manifest.json');
    expect(live.manifestSource('https://cdn.example.org/forms/0.1.0-12345678/mf-manifest.json')).toBe('https://cdn.example.org/forms/0.1.0-12345678/mf-manifest.json');
  });

  it('rolls back on another machine, reading the released version from the CDN (a fake CDN answers here)', async () => {
    const out = path.join(work, 'cdn-upload');
    const target = cdnTarget({ out, baseUrl: 'https://cdn.example.org', webRoot });
    mkdirSync(out, { recursive: true });
    writeFileSync(target.listFile, JSON.stringify({ admin: '/remotes/admin/mf-manifest.json' }));
    const laidOut = await releaseRemote({ id: 'learning', dist: build('one', { build: 'one' }), target, shell });
    const manifest = readFileSync(path.join(target.folder('learning', laidOut.version), 'mf-manifest.json'), 'utf8');
    // A fresh machine: only the list (from the ConfigMap), pointing at a later version; version one is on the CDN.
    const fresh = cdnTarget({ out: path.join(work, 'fresh'), baseUrl: 'https://cdn.example.org', webRoot });
    mkdirSync(path.join(work, 'fresh'));
    writeFileSync(fresh.listFile, JSON.stringify({ admin: '/remotes/admin/mf-manifest.json', learning: 'https://cdn.example.org/learning/0.1.0-22222222/mf-manifest.json' }));
    const cdn = jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url) === laidOut.url ? new Response(manifest, { headers: { 'Content-Type': 'application/json' } }) : new Response('no', { status: 404 }),
    );
    try {
      expect(await rollbackRemote({ id: 'learning', version: laidOut.version, target: fresh, shell })).toMatchObject({ ok: true, url: laidOut.url });
      expect(readList(fresh).learning).toBe(laidOut.url);
      const never = await rollbackRemote({ id: 'learning', version: '0.1.0-33333333', target: fresh, shell });
      expect(never.problems[0]).toContain('was never released to');
      expect(never.problems[0]).toContain('https://cdn.example.org/learning/0.1.0-33333333/mf-manifest.json');
    } finally {
      cdn.mockRestore();
    }
  });

  it("refuses when another remote's manifest cannot be read, rather than guessing its paths", async () => {
    const out = path.join(work, 'cdn-upload');
    const target = cdnTarget({ out, baseUrl: 'https://cdn.example.org' });
    mkdirSync(out, { recursive: true });
    writeFileSync(target.listFile, JSON.stringify({ forms: 'http://127.0.0.1:9/forms/mf-manifest.json' }));
    const refused = await releaseRemote({ id: 'learning', dist: build('one', {}), target, shell });
    expect(refused.problems[0]).toMatch(/^cannot read forms's manifest at http:\/\/127\.0\.0\.1:9\/forms\/mf-manifest\.json to compare paths/);
  });
});

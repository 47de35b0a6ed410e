import { compatibilityProblems } from './compatibility.mjs';
import { fakeManifest, repoShellContract } from './fake-remote-build.mjs';

const shell = repoShellContract();
const admin = { id: 'admin', paths: ['/admin'] };
const forms = { id: 'forms', paths: ['/schedule', '/contact'] };
const learning = (options = {}) => fakeManifest({ id: 'learning', paths: ['/modules', '/modules/:id'], ...options });
const check = (manifest, others = [admin, forms]) => compatibilityProblems({ id: 'learning', manifest, shell, others });
const shared = (name, changes) => {
  const entry = learning().shared.find((item) => item.name === name);
  return learning({ shared: [{ ...entry, ...changes }] });
};

describe('the release check against the shell contract', () => {
  it('lets through a remote built as tools/rspack builds it, beside the other remotes', () => {
    expect(check(learning())).toEqual([]);
  });

  it('refuses a shared library version the shell does not provide, naming both versions', () => {
    expect(check(shared('react', { version: '20.1.0', requiredVersion: '^20.1.0' }))).toEqual([
      `learning needs react ^20.1.0; the shell provides react ${shell.shared.react.version}`,
    ]);
  });

  it('refuses a shared library the shell does not share at all', () => {
    const manifest = learning({ shared: [{ name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.21', singleton: true }] });
    expect(check(manifest)).toEqual(['learning shares lodash 4.17.21, which the shell does not provide (the shared list is tools/rspack/shared.mjs)']);
  });

  it('refuses a library that is a singleton on one side only', () => {
    expect(check(shared('react-router', { singleton: false }))).toEqual([
      'react-router is a singleton in the shell and not a singleton in learning: it must be a singleton on both sides',
    ]);
  });

  it('refuses a platform SDK major the shell does not support, naming both', () => {
    expect(check(learning({ platformVersion: '1.0.0' }))).toEqual([
      `learning was built against @reentry/platform 1.0.0 (SDK major 1); the shell provides ${shell.platform.version} and supports SDK major 0`,
    ]);
  });

  it('accepts an older platform major the shell still declares it supports', () => {
    const platform = { version: '1.2.0', supportedMajors: [0, 1] };
    const wider = { ...shell, platform, shared: { ...shell.shared, '@reentry/platform': { version: '1.2.0', singleton: true } } };
    expect(compatibilityProblems({ id: 'learning', manifest: learning(), shell: wider, others: [] })).toEqual([]);
  });

  it('refuses another RemoteModule contract version', () => {
    expect(check(learning({ contractVersion: 3 }))).toEqual(['learning implements RemoteModule v3; the shell speaks v2']);
  });

  it('refuses anything but exactly one exposed module, ./remote', () => {
    expect(check(learning({ exposes: ['./remote', './admin-tools'] }))).toEqual([
      'learning exposes ./admin-tools, ./remote; the shell loads exactly ./remote',
    ]);
    expect(check(learning({ exposes: [] }))).toEqual(['learning exposes nothing; the shell loads exactly ./remote']);
  });

  it('refuses a path another remote already owns, naming the remote and the path', () => {
    expect(check(learning({ paths: ['/modules', '/admin'] }))).toEqual(["learning's path /admin is already owned by remote admin"]);
  });

  it('refuses a path that overlaps another remote\'s pattern', () => {
    expect(check(learning({ paths: ['/schedule/:id', '/contact/*'] }), [forms])).toEqual([
      "learning's path /contact/* overlaps /contact, owned by remote forms",
    ]);
    expect(check(learning({ paths: ['/:page'] }), [admin])).toEqual([
      "learning's path /:page overlaps /admin, owned by remote admin",
      "learning's path /:page overlaps /login, owned by the shell",
      "learning's path /:page overlaps /api/*, owned by the server",
    ]);
  });

  it("refuses the shell's own pages and the paths the server answers itself", () => {
    expect(check(learning({ paths: ['/login', '/api/modules'] }))).toEqual([
      "learning's path /login is already owned by the shell",
      "learning's path /api/modules overlaps /api/*, owned by the server",
    ]);
  });

  it('refuses a build of another remote, or one without paths or a Node build', () => {
    const other = fakeManifest({ id: 'forms', paths: ['/x'] });
    expect(check(other)).toContain('the build is remote "forms", not "learning"');
    const bare = learning();
    delete bare.metaData.reentry.paths;
    delete bare.metaData.ssrRemoteEntry;
    expect(check(bare)).toEqual([
      'learning publishes no paths (metaData.reentry.paths in its mf-manifest.json): build it with tools/rspack',
      'learning names no Node build (metaData.ssrRemoteEntry): the server could not render its pages',
    ]);
  });

  it('lists every problem at once, so one run says all that must change', () => {
    expect(check(learning({ platformVersion: '2.0.0', paths: ['/admin'], contractVersion: 1 }))).toHaveLength(3);
  });
});

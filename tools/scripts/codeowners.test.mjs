import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rules = readFileSync(path.join(root, '.github', 'CODEOWNERS'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern, owners };
  });
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The owners GitHub picks for a path: the last rule that matches (the simple forms this file uses). */
function ownersOf(file) {
  const matching = rules.filter(({ pattern }) => {
    if (pattern === '*') return true;
    const anchored = pattern.replace(/^\//, '');
    if (anchored.endsWith('/')) return file.startsWith(anchored);
    const glob = new RegExp(`^${anchored.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return glob.test(file);
  });
  return matching.at(-1)?.owners ?? [];
}

describe('CODEOWNERS', () => {
  it('names roles (GitHub teams), never single people or addresses', () => {
    for (const { owners } of rules) {
      expect(owners.length).toBeGreaterThan(0);
      for (const owner of owners) expect(owner).toMatch(/^@reentry\/[a-z]+(?:-[a-z]+)*-team$/);
    }
  });

  it('gives each remote its own team, and the shell, the API and each shared library an owner of their own', () => {
    const remotes = workspaces.filter((dir) => dir.startsWith('mfe-'));
    const remoteOwners = remotes.map((dir) => ownersOf(`${dir}/src/remote.tsx`));
    expect(new Set(remoteOwners.map((owners) => owners.join())).size).toBe(remotes.length);
    for (const owners of remoteOwners) expect(owners).not.toContain('@reentry/platform-team');
    expect(ownersOf('shell/src/bootstrap.tsx')).toEqual(['@reentry/platform-team']);
    expect(ownersOf('services/api/src/app.ts')).toEqual(['@reentry/api-team']);
    expect(ownersOf('libs/contracts/src/remotes.ts')).toEqual(['@reentry/api-team', '@reentry/platform-team']);
    expect(workspaces.filter((dir) => !rules.some(({ pattern }) => pattern === `/${dir}/`))).toEqual([]);
  });

  it('names no path that does not exist', () => {
    for (const { pattern } of rules.filter(({ pattern }) => pattern !== '*')) {
      const anchored = pattern.replace(/^\//, '').replace(/\/$/, '');
      if (!anchored.includes('*')) {
        expect([pattern, existsSync(path.join(root, anchored))]).toEqual([pattern, true]);
        continue;
      }
      const dir = path.dirname(anchored);
      const glob = new RegExp(`^${path.basename(anchored).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      expect([pattern, readdirSync(path.join(root, dir)).some((name) => glob.test(name))]).toEqual([pattern, true]);
    }
  });

  it("hands each remote's browser tests to its team", () => {
    expect(ownersOf('e2e/tests/learning-quiz.spec.ts')).toEqual(['@reentry/learning-team']);
    expect(ownersOf('e2e/tests/admin-users.spec.ts')).toEqual(['@reentry/admin-team']);
    expect(ownersOf('e2e/tests/composed-site.spec.ts')).toEqual(['@reentry/platform-team']);
  });
});

// `npm run test:changed`: the fast local loop. Builds, type-checks and tests only the packages a change
// touches (Nx affected: committed since the base, plus uncommitted and new files), then runs the quick
// repository checks. `--smoke` adds the composed site's @smoke browser tests when a frontend or the API
// changed. The base is NX_BASE when set, else `main` (or `origin/main`); on main itself, HEAD~1.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/** The commit a change is measured from. */
function chooseBase() {
  if (process.env.NX_BASE) return process.env.NX_BASE;
  const onMain = git('rev-parse', '--abbrev-ref', 'HEAD') === 'main';
  const mainBranch = ['main', 'origin/main'].find((name) => git('rev-parse', '--verify', '--quiet', `${name}^{commit}`));
  if (mainBranch && !onMain) return mainBranch;
  // On main (or with no main at all): the last commit and whatever is not committed yet.
  return git('rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}') ? 'HEAD~1' : 'HEAD';
}

const base = chooseBase();
const args = process.argv.slice(2);
const targets = ['build', 'typecheck', 'test', ...(args.includes('--smoke') ? ['e2e:smoke'] : [])];
// Anything else goes to `nx affected` as it is (e.g. --exclude=@reentry/deploy, --parallel=1).
const nxArgs = args.filter((arg) => arg !== '--smoke');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };
const run = (command, args) => {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};

console.log(`Testing what changed since ${base} (set NX_BASE to pick another base).`);
run('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`]);
run('node', ['tools/scripts/check-source-hygiene.mjs']);
run('node', ['tools/scripts/check-doc-links.mjs']);
run('npx', ['nx', 'affected', '-t', ...targets, `--base=${base}`, '--output-style=stream', ...nxArgs]);
run('node', ['tools/scripts/check-translations.mjs']);

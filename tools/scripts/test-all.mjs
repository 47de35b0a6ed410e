// `npm test`: everything CI runs. The quick checks, then every build (Nx), then the two halves side by side:
// `unit` (type checks and every package's tests, the API's PostgreSQL suite included, then `engines`: the main
// journeys in Chromium, Firefox ESR and WebKitGTK) and `browser` (Playwright against the site these builds made,
// started without building again). The browser tests need only the builds,
// and the API suite spends much of its time waiting on PostgreSQL, spawned servers and outages, so on two
// cores the halves overlap instead of queueing (docs/testing.md, "How long the tests take").
// Each half's lines carry its name; at the end each half prints its wall and CPU seconds.
// NX_PROFILE=<file>.json (as .ci/run sets it) writes <file>-build.json and <file>-unit.json.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const { NX_PROFILE: profile, ...env } = process.env;
const profileFor = (part) => (profile ? { NX_PROFILE: profile.replace(/(\.json)?$/, `-${part}.json`) } : {});

function runNow(command, extraEnv = {}) {
  console.log(`\n> ${command}`);
  const { status } = spawnSync(command, { cwd: root, shell: true, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (status !== 0) process.exit(status ?? 1);
}

/** Runs `command` with each output line prefixed by `name`; resolves to its exit code. */
function runHalf(name, command, extraEnv = {}) {
  const started = Date.now();
  // `times` (in the half's own shell, not a subshell) gives the CPU seconds of its finished processes.
  const child = spawn('bash', ['-c', `${command}\nrc=$?\nt=$(mktemp)\ntimes >"$t"\necho "cpu $(tail -1 "$t")"\nrm -f "$t"\nexit $rc`], { cwd: root, env: { ...env, ...extraEnv } });
  let cpu = '';
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (line.startsWith('cpu ')) cpu = line.slice(4);
        else out.write(`[${name}] ${line}\n`);
      }
    });
    stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (text) => text.split(' ').reduce((sum, part) => sum + Number(part.match(/(\d+)m/)?.[1] ?? 0) * 60 + Number(part.match(/([\d.]+)s/)?.[1] ?? 0), 0);
      console.log(`--- ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`}: ${Math.round((Date.now() - started) / 1000)} s, ${Math.round(seconds(cpu))} CPU s`);
      resolve(code ?? 1);
    });
  });
}

runNow('node tools/scripts/check-source-hygiene.mjs && node tools/scripts/check-doc-links.mjs && node tools/scripts/check-translations.mjs');
const buildStarted = Date.now();
runNow('npx nx run-many -t build', profileFor('build'));
console.log(`--- builds done in ${Math.round((Date.now() - buildStarted) / 1000)} s`);
const codes = await Promise.all([
  // The cross-engine journeys follow the unit half, which ends first: one browser at a time beside the rest of
  // the Playwright suite, on their own site and ports (e2e/engines). Firefox ESR and WebKitGTK only: the
  // journeys' Chromium is the headless shell the whole Playwright suite runs in (`npm run test:engines` runs
  // all three; docs/testing.md, "The main journeys in three engines").
  // Every build is done above, and the browser half's site is running from them: Nx must not put cached build
  // outputs back now (a server starting while it did found dist files missing), so no task dependencies here.
  runHalf('unit', 'npx nx run-many -t typecheck test --excludeTaskDependencies', profileFor('unit')).then(async (code) => [
    code,
    await runHalf('engines', 'npm run engines -w @reentry/e2e -- --project=firefox --project=webkit'),
  ]),
  // Already built above: its site starts without a second Nx build beside the unit half's (E2E_BUILT).
  runHalf('browser', 'npm run test:e2e', { E2E_BUILT: '1' }),
]);
process.exit(codes.flat().some((code) => code !== 0) ? 1 : 0);

#!/usr/bin/env node
// npm run release:remote -- <id>: builds one remote, checks it against the running shell's contract and
// the other remotes' paths, puts it in its versioned folder and points the remotes list at it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseCli, report, runCli, targetAndShell, targetOptionsHelp } from './cli-options.mjs';
import { checkNames, releaseRemote } from './release.mjs';
import { VERSION } from './release-targets.mjs';

const usage = `Usage: npm run release:remote -- <id> [options]
  <id>                 the remote: learning, forms, donate, admin, instructor (folder mfe-<id>)
  --dist <folder>      release this build (e.g. CI's artifact) instead of building mfe-<id> now${targetOptionsHelp}`;

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

runCli(usage, async () => {
  const { args, values } = parseCli(process.argv.slice(2), { positionals: ['id'], options: { dist: { type: 'string' } } });
  checkNames(args.id);
  const { webRoot, target, shell } = await targetAndShell(values);
  let dist = values.dist && path.resolve(values.dist);
  if (!dist) {
    const started = performance.now();
    const build = spawnSync('npx', ['nx', 'run', `@reentry/mfe-${args.id}:build`, '--output-style=static'], { cwd: webRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the build of mfe-${args.id} failed (exit ${build.status})`);
    console.log(`Built mfe-${args.id} in ${seconds(started)}.`);
    dist = path.join(webRoot, `mfe-${args.id}`, 'dist');
  }
  const started = performance.now();
  const result = await releaseRemote({ id: args.id, dist, target, shell });
  const code = report(result, 'released', target);
  console.log(`Checked${result.ok ? ' and released' : ''} in ${seconds(started)}.`);
  const previous = /\/([^/]+)\/mf-manifest\.json$/.exec(result.previous ?? '')?.[1];
  if (result.ok && !result.unchanged && VERSION.test(previous ?? '')) console.log(`To go back: npm run rollback:remote -- ${args.id} ${previous}`);
  return code;
});

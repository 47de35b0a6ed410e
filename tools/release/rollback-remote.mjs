#!/usr/bin/env node
// npm run rollback:remote -- <id> <version>: points the remotes list back at a version released
// before, after checking it against the shell that runs now.
import { parseCli, report, runCli, targetAndShell, targetOptionsHelp } from './cli-options.mjs';
import { rollbackRemote } from './release.mjs';

const usage = `Usage: npm run rollback:remote -- <id> <version> [options]
  <id> <version>       the remote and a version released before (a folder name, e.g. 0.1.0-1a2b3c4d)${targetOptionsHelp}`;

runCli(usage, async () => {
  const { args, values } = parseCli(process.argv.slice(2), { positionals: ['id', 'version'] });
  const { target, shell } = await targetAndShell(values);
  const result = await rollbackRemote({ id: args.id, version: args.version, target, shell });
  return report(result, 'rolled back', target);
});

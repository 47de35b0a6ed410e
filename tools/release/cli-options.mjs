// The options release-remote.mjs and rollback-remote.mjs share: where releases go and which shell to check against.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cdnTarget, staticTarget } from './release-targets.mjs';
import { readShellContract } from './release.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const targetOptionsHelp = `
  --root <folder>      the static folder the site serves (default: RELEASES_DIR, else <web root>/.releases)
  --cdn <base URL>     use the CDN layout instead: versions go under <base URL>/<id>/<version>/ ...
  --out <folder>       ... laid out in this folder (default cdn-upload), with the list in <folder>/remotes.json
  --site <URL>         the running site (production: https://<site>): its /shell-contract.json is the shell
                       checked against, and the list's site-relative entries are read from it
  --shell <file|URL>   the shell's contract (default: <site>/shell-contract.json with --site, else
                       <web root>/shell/dist/shell-contract.json, the shell npm start serves)`;

const targetOptions = {
  root: { type: 'string' },
  cdn: { type: 'string' },
  out: { type: 'string', default: 'cdn-upload' },
  shell: { type: 'string' },
  site: { type: 'string' },
};

/** Parses argv; throws a usage error (with `usage: true`) for unknown options or missing positionals. */
export function parseCli(argv, { positionals: names, options = {} }) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { ...targetOptions, ...options } });
  } catch (err) {
    throw Object.assign(new Error(err.message), { usage: true });
  }
  if (parsed.positionals.length !== names.length) {
    throw Object.assign(new Error(`expected ${names.map((name) => `<${name}>`).join(' ')}`), { usage: true });
  }
  return { args: Object.fromEntries(names.map((name, i) => [name, parsed.positionals[i]])), values: parsed.values };
}

/** The release target and the shell contract the options (and RELEASES_DIR / WEB_ROOT) name. */
export async function targetAndShell(values, env = process.env) {
  const webRoot = path.resolve(env.WEB_ROOT || repoRoot);
  const site = values.site && new URL(values.site).origin;
  const target = values.cdn
    ? cdnTarget({ out: path.resolve(values.out), baseUrl: values.cdn, webRoot, site })
    : staticTarget({ root: path.resolve(values.root ?? (env.RELEASES_DIR || path.join(webRoot, '.releases'))), webRoot, site });
  const defaultShell = site ? `${site}/shell-contract.json` : path.join(webRoot, 'shell', 'dist', 'shell-contract.json');
  const shell = await readShellContract(values.shell ?? defaultShell);
  return { webRoot, target, shell };
}

/** Prints the outcome; returns the exit code (0 released or unchanged, 1 refused). */
export function report(result, action, target) {
  if (!result.ok) {
    console.error(`Refused: ${result.id} ${result.version} was not ${action} (the remotes list is unchanged):`);
    for (const problem of result.problems) console.error(`  - ${problem}`);
    return 1;
  }
  if (result.unchanged) {
    console.log(`${result.id} ${result.version} is already the version in ${target.listFile}; nothing changed.`);
    return 0;
  }
  console.log(`${action[0].toUpperCase()}${action.slice(1)} ${result.id} ${result.version}: ${result.url}`);
  console.log(`  remotes list: ${target.listFile} (was ${result.previous ?? 'not listed'})`);
  for (const line of target.nextSteps(target.listFile, result.id, result.version)) console.log(`  ${line}`);
  return 0;
}

/** Runs a CLI's main function with the exit codes: 0 done, 1 refused or failed, 2 wrong usage. */
export function runCli(usage, main) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err.usage ? `${err.message}\n\n${usage}` : `Failed: ${err.message}`);
      process.exit(err.usage ? 2 : 1);
    },
  );
}

// The release check: a remote's build (its mf-manifest.json) against the shell's contract
// (shell-contract.json) and the paths every other remote in the current list owns. Each problem is
// one sentence that names both sides of the conflict; an empty list means the remote may go out.
import semver from 'semver';
import { patternsOverlap } from './path-patterns.mjs';

const SHARED_LIST = 'tools/rspack/shared.mjs';
/** The platform SDK: its versions are judged by the SDK majors the shell supports, not by a semver range. */
const PLATFORM_SDK = '@reentry/platform';

function checkIdentity(id, manifest) {
  const problems = [];
  if (manifest.name !== id) problems.push(`the build is remote "${manifest.name}", not "${id}"`);
  const reentry = manifest.metaData?.reentry;
  if (!Array.isArray(reentry?.paths) || reentry.paths.length === 0) {
    problems.push(`${id} publishes no paths (metaData.reentry.paths in its mf-manifest.json): build it with tools/rspack`);
  }
  if (manifest.metaData?.ssrRemoteEntry?.type !== 'commonjs-module') {
    problems.push(`${id} names no Node build (metaData.ssrRemoteEntry): the server could not render its pages`);
  }
  return problems;
}

function checkExposes(id, manifest, shell) {
  const exposed = (manifest.exposes ?? []).map((expose) => expose.path).sort();
  const expected = [...shell.exposes].sort();
  if (exposed.join() === expected.join()) return [];
  return [`${id} exposes ${exposed.join(', ') || 'nothing'}; the shell loads exactly ${expected.join(', ')}`];
}

function checkContractAndPlatform(id, manifest, shell) {
  const problems = [];
  const { contractVersion, platformVersion } = manifest.metaData?.reentry ?? {};
  if (!shell.remoteContractVersions.includes(contractVersion)) {
    problems.push(`${id} implements RemoteModule v${contractVersion}; the shell speaks v${shell.remoteContractVersions.join(', v')}`);
  }
  const major = semver.valid(platformVersion) ? semver.major(platformVersion) : undefined;
  if (major === undefined) {
    problems.push(`${id} does not say which @reentry/platform it was built against (metaData.reentry.platformVersion)`);
  } else if (!shell.platform.supportedMajors.includes(major)) {
    problems.push(
      `${id} was built against @reentry/platform ${platformVersion} (SDK major ${major}); ` +
        `the shell provides ${shell.platform.version} and supports SDK major ${shell.platform.supportedMajors.join(', ')}`,
    );
  }
  return problems;
}

function checkShared(id, manifest, shell) {
  const problems = [];
  for (const entry of manifest.shared ?? []) {
    const provided = shell.shared[entry.name];
    if (!provided) {
      problems.push(`${id} shares ${entry.name} ${entry.version}, which the shell does not provide (the shared list is ${SHARED_LIST})`);
      continue;
    }
    const range = entry.requiredVersion;
    if (range && entry.name !== PLATFORM_SDK && !semver.satisfies(provided.version, range, { includePrerelease: true })) {
      problems.push(`${id} needs ${entry.name} ${range}; the shell provides ${entry.name} ${provided.version}`);
    }
    if (entry.singleton !== true || provided.singleton !== true) {
      const side = (singleton) => (singleton ? 'a singleton' : 'not a singleton');
      problems.push(`${entry.name} is ${side(provided.singleton)} in the shell and ${side(entry.singleton)} in ${id}: it must be a singleton on both sides`);
    }
  }
  return problems;
}

/**
 * `others`: every other remote in the current list, `{ id, paths }`. The shell's own pages and the
 * paths the server answers itself are taken too.
 */
function checkPaths(id, manifest, shell, others) {
  const problems = [];
  const owners = [
    ...others.map((other) => ({ label: `remote ${other.id}`, paths: other.paths })),
    { label: 'the shell', paths: shell.paths.shell },
    { label: 'the server', paths: shell.paths.server },
  ];
  for (const path of manifest.metaData?.reentry?.paths ?? []) {
    for (const owner of owners) {
      const taken = owner.paths.find((other) => patternsOverlap(path, other));
      if (taken === undefined) continue;
      const how = taken === path ? 'is already owned by' : `overlaps ${taken}, owned by`;
      problems.push(`${id}'s path ${path} ${how} ${owner.label}`);
    }
  }
  return problems;
}

/** Every reason the remote `id` built as `manifest` cannot be released against `shell` beside `others`. */
export function compatibilityProblems({ id, manifest, shell, others }) {
  return [
    ...checkIdentity(id, manifest),
    ...checkExposes(id, manifest, shell),
    ...checkContractAndPlatform(id, manifest, shell),
    ...checkShared(id, manifest, shell),
    ...checkPaths(id, manifest, shell, others),
  ];
}

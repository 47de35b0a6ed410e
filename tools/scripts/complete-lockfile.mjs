// The registry this project installs from lacks other platforms' native binaries (for example
// @rspack/binding-darwin-arm64), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock as out of sync. This adds each missing optional dependency as
// an optional entry; npm ci skips it on this platform. Idempotent; versions are not changed.
//   node tools/scripts/complete-lockfile.mjs [package-lock.json]
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ''), optional: true };
    added += 1;
  }
}

if (added > 0) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} optional platform entr${added === 1 ? 'y' : 'ies'} added`);

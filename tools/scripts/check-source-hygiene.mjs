// `npm test` step: fails on a source file over 250 lines, an import cycle inside any package, or a
// dependency cycle between packages, naming each one.
import path from 'node:path';
import { MAX_LINES, importCycles, longFiles, packageCycles, repositoryFiles } from './source-hygiene.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const files = repositoryFiles(root);
const long = longFiles(root, files);
const cycles = importCycles(root, files);
const packages = packageCycles(root);

for (const { file, lines } of long) console.log(`  - ${file}: ${lines} lines (at most ${MAX_LINES}; split it along a real seam)`);
for (const { pkg, chain } of cycles) console.log(`  - import cycle in ${pkg}: ${chain.join(' -> ')}`);
for (const chain of packages) console.log(`  - package cycle: ${chain.join(' -> ')}`);
const problems = long.length + cycles.length + packages.length;
console.log(`Source hygiene: ${files.length} files, ${long.length} too long, ${cycles.length} import cycles, ${packages.length} package cycles.`);
if (problems > 0) process.exit(1);

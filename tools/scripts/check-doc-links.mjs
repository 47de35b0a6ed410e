// `npm test` step: every relative link and #anchor in README.md, SECURITY.md and docs/**/*.md resolves,
// README.md stays under 10 KB and links every page in docs/, and docs/decisions/README.md links every
// decision record. External links are not fetched. `--root <folder>` checks another folder (tests).
import path from 'node:path';
import { README_MAX_BYTES, brokenLinks, documentFiles, readmeOverLimit, unlinkedPages } from './doc-links.mjs';

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag === -1 ? path.resolve(import.meta.dirname, '../..') : path.resolve(process.argv[rootFlag + 1]);

const files = documentFiles(root);
const broken = brokenLinks(root, files);
const unlinked = [
  ...unlinkedPages(root, 'README.md', 'docs').map((page) => ({ page, index: 'README.md' })),
  ...unlinkedPages(root, 'docs/decisions/README.md', 'docs/decisions').map((page) => ({ page, index: 'docs/decisions/README.md' })),
];
const readmeSize = readmeOverLimit(root);

for (const { file, line, problem } of broken) console.log(`  - ${file}:${line}: ${problem}`);
for (const { page, index } of unlinked) console.log(`  - ${page} is not linked from ${index}`);
if (readmeSize !== undefined) console.log(`  - README.md is ${readmeSize} bytes (at most ${README_MAX_BYTES}; move detail to a page in docs/)`);
console.log(`Document links: ${files.length} files, ${broken.length} broken links, ${unlinked.length} unlinked pages, README ${readmeSize === undefined ? 'within' : 'over'} ${README_MAX_BYTES} bytes.`);
if (broken.length + unlinked.length > 0 || readmeSize !== undefined) process.exit(1);

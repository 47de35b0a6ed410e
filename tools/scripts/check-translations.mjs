// `npm test` step: fails when any English message of any front-end package lacks Spanish.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { extractMessages, findTranslationProblems } from './translations.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const packages = ['shell', 'mfe-learning', 'mfe-forms', 'mfe-donate', 'mfe-admin', 'mfe-instructor', 'libs/ui', 'libs/platform', 'libs/contracts'];
const isSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

let failed = false;
for (const pkg of packages) {
  const src = path.join(root, pkg, 'src');
  const files = readdirSync(src, { recursive: true }).map(String).filter(isSource);
  const english = files.flatMap((file) =>
    extractMessages(readFileSync(path.join(src, file), 'utf8'), path.join(pkg, 'src', file)),
  );
  const catalogue = path.join(src, 'i18n', 'es.json');
  const spanish = existsSync(catalogue) ? JSON.parse(readFileSync(catalogue, 'utf8')) : {};
  const problems = findTranslationProblems(english, spanish);
  console.log(`${pkg}: ${english.length} messages, ${problems.length} problems`);
  problems.forEach((problem) => console.log(`  - ${problem}`));
  failed ||= problems.length > 0;
}
if (failed) {
  console.error('Spanish coverage check failed: add the missing translations to <package>/src/i18n/es.json.');
  process.exit(1);
}

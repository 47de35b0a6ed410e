// Prints the reading-level table (run after `tsc`; reads the built package). Exits 1 on a violation.
import { formatRows, groupRows, sectionRows } from '../dist/readability/report.js';

const sections = sectionRows();
console.log('## Reading level per section\n');
console.log(formatRows(sections));
console.log('\n## Reading level per module and guide\n');
console.log(formatRows(groupRows()));
const failures = sections.filter((r) => r.problems.length);
for (const f of failures) console.error(`${f.group} / ${f.id}: ${f.problems.join('; ')}`);
process.exitCode = failures.length ? 1 : 0;

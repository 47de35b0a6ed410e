// Lists every distinct source and link the content cites (run after `tsc`; reads the built package).
import { collectLinks } from '../dist/links.js';

const byUrl = new Map();
for (const link of collectLinks()) {
  const entry = byUrl.get(link.url) ?? { labels: new Set(), uses: 0 };
  entry.labels.add(link.label);
  entry.uses += 1;
  byUrl.set(link.url, entry);
}
for (const [url, { labels, uses }] of [...byUrl].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`- ${[...labels][0]}: ${url} (${uses} citations)`);
}

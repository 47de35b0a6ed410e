// Lighthouse's mobile performance audit of one page in one language, median of three runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function startLighthouseChrome(chromePath) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * { score, lcp (ms), tbt (ms), cls, failed }: each the median of three good runs; the language comes from
 * the locale cookie. A run Lighthouse could not finish (a runtime error, no score) is not counted and is
 * run again, up to two more times; `failed` says how many there were.
 */
export async function lighthouseMedian(port, url, locale, runs = 3) {
  const results = [];
  let failed = 0;
  while (results.length < runs && failed <= 2) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: `locale=${locale}` },
    });
    const score = lhr.categories.performance.score;
    if (lhr.runtimeError || typeof score !== 'number') {
      failed += 1;
      continue;
    }
    results.push({
      score: Math.round(score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  if (results.length === 0) throw new Error(`Lighthouse could not measure ${url} (${locale}) in ${failed} tries`);
  return { ...Object.fromEntries(['score', 'lcp', 'tbt', 'cls'].map((key) => [key, median(results.map((result) => result[key]))])), failed };
}

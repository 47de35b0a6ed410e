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

/** { score, lcp (ms), tbt (ms), cls }: each the median of three runs; the language comes from the locale cookie. */
export async function lighthouseMedian(port, url, locale, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: `locale=${locale}` },
    });
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  return Object.fromEntries(['score', 'lcp', 'tbt', 'cls'].map((key) => [key, median(results.map((result) => result[key]))]));
}

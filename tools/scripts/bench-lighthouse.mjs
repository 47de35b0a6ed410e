// Benchmark: Lighthouse (mobile: mid-range phone, slow 4G) on the public pages, against the budgets
// of ARCHITECTURE.md section 8: performance >= 95, LCP < 2 s, CLS < 0.02. Start the site first
// (`npm start`), then:  node tools/scripts/bench-lighthouse.mjs [http://localhost:3000] [/ /modules ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/login', '/modules', '/schedule', '/donate'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  console.log('| page | performance | LCP | CLS | TBT | JS transferred |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const path of pages) {
    const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audit = (id) => lhr.audits[id];
    const scripts = (audit('resource-summary').details?.items ?? []).find((item) => item.resourceType === 'script');
    console.log(
      `| ${path} | ${Math.round(lhr.categories.performance.score * 100)} | ${audit('largest-contentful-paint').displayValue} | ${audit('cumulative-layout-shift').displayValue} | ${audit('total-blocking-time').displayValue} | ${((scripts?.transferSize ?? 0) / 1024).toFixed(1)} KiB |`,
    );
  }
} finally {
  await chrome.kill();
}

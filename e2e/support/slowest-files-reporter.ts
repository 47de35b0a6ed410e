import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * At the end of a run, the spec files that took longest (their tests' summed time, every attempt): where
 * the browser half of CI spends its minutes (docs/testing.md, "How long the tests take").
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly byFile = new Map<string, { seconds: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\//, '');
    const entry = this.byFile.get(file) ?? { seconds: 0, tests: 0 };
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    this.byFile.set(file, entry);
  }

  onEnd() {
    const sorted = [...this.byFile].sort(([, a], [, b]) => b.seconds - a.seconds);
    const total = sorted.reduce((sum, [, entry]) => sum + entry.seconds, 0);
    console.log(`\nslowest spec files (summed test seconds; all ${sorted.length} files: ${Math.round(total)} s):`);
    for (const [file, entry] of sorted.slice(0, 15)) console.log(`  ${entry.seconds.toFixed(0).padStart(5)} s  ${String(entry.tests).padStart(3)} tests  ${file}`);
  }

  printsToStdio() {
    return false;
  }
}

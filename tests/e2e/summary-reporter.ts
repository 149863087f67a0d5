import type {FullResult, Reporter, TestCase} from '@playwright/test/reporter';

/** Prints one closing line, "browser: N passed, N failed, N skipped", for CI to read. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult): void {
    const all = [...this.outcomes.values()];
    const passed = all.filter((outcome) => outcome === 'expected').length;
    const skipped = all.filter((outcome) => outcome === 'skipped').length;
    let failed = all.length - passed - skipped;
    // A run that failed outside any test (a server that never started) still fails.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    console.log(`browser: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

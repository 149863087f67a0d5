import type {FullConfig, FullResult, Reporter, Suite, TestCase} from '@playwright/test/reporter';

/**
 * Prints one closing line, "browser: N passed, N failed, N skipped", for CI to read. A test
 * that never ran (a server that did not start, a failed dependency, an interrupted run) has no
 * outcome of its own; it counts as skipped, and a line before says how many of the skipped never ran.
 */
export default class SummaryReporter implements Reporter {
  private all: TestCase[] = [];
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onBegin(_config: FullConfig, suite: Suite): void {
    this.all = suite.allTests();
  }

  onTestEnd(test: TestCase): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult): void {
    const ended = [...this.outcomes.values()];
    const passed = ended.filter((outcome) => outcome === 'expected').length;
    const skippedOutright = ended.filter((outcome) => outcome === 'skipped').length;
    // A run that passed ran every test it was given (`--list` runs none and passes).
    const notRun = result.status === 'passed' ? 0 : this.all.filter((test) => !this.outcomes.has(test.id)).length;
    let failed = ended.length - passed - skippedOutright;
    // A run that failed outside any test (a server that never started) still fails.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    const skipped = skippedOutright + notRun;
    if (notRun > 0) console.log(`browser: ${notRun} of the ${skipped} skipped tests did not run`);
    console.log(`browser: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

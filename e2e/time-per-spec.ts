// Where the browser tests' time goes, at the end of every run: the specs that held a worker
// longest, with their share (issue 30, item 6: CI within 15 minutes; docs/budgets.md). The phase is
// bound by the machine's two cores, so a spec's share of the worker time is about its share of the
// wait; one that waits without working (a mail's minute) shows larger than it costs.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 12;

export default class TimePerSpec implements Reporter {
  private readonly seconds = new Map<string, { total: number; tests: number }>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/e2e\/tests\//, '');
    const spec = this.seconds.get(file) ?? { total: 0, tests: 0 };
    spec.total += result.duration / 1000;
    spec.tests += 1;
    this.seconds.set(file, spec);
  }

  onEnd() {
    const all = [...this.seconds.values()].reduce((sum, s) => sum + s.total, 0);
    if (all === 0) return;
    const specs = [...this.seconds].sort((a, b) => b[1].total - a[1].total).slice(0, SHOWN);
    const width = Math.max(...specs.map(([file]) => file.length));
    const lines = specs.map(
      ([file, s]) =>
        `  ${file.padEnd(width)}  ${s.total.toFixed(0).padStart(5)} s  ${((100 * s.total) / all).toFixed(1).padStart(4)} %  ${String(s.tests).padStart(3)} tests`,
    );
    console.log(
      `\nWorker time per spec (${all.toFixed(0)} s in all; the ${specs.length} largest):\n${lines.join('\n')}`,
    );
  }
}

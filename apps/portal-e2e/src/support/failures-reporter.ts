import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes the journeys that failed (after their retries) and each one's first error line to
 * `outputFile`, so `npm test` can repeat them in its last lines: CI shows a run's tail, where the
 * list reporter's own account of a failure has long scrolled away.
 */
export default class FailuresReporter implements Reporter {
  private readonly failed = new Map<TestCase, string>();

  constructor(private readonly options: { outputFile: string }) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // Without the terminal colours of expect's messages.
    const message = stripVTControlCharacters(result.error?.message ?? result.status);
    const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? '';
    this.failed.set(
      test,
      `${test.parent.project()?.name ?? ''} › ${test.titlePath().slice(2).join(' › ')} (line ${test.location.line})\n    ${firstLine.trim().slice(0, 300)}`,
    );
  }

  onEnd(_result: FullResult): void {
    const file = this.options.outputFile;
    const lines = [...this.failed].filter(([test]) => test.outcome() === 'unexpected').map(([, line]) => line);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  }

  printsToStdio(): boolean {
    return false;
  }
}

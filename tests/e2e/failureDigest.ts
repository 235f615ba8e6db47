import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

// CI keeps only the last lines of a run's output, where the list reporter names a failed test but not why it
// failed. This reporter writes the why, a few lines per error, to e2e-failures.txt (outside test-results/, which
// every Playwright run empties), and `npm test` prints it as its very last lines.

const DIGEST_FILE = 'e2e-failures.txt';
const LINES_PER_ERROR = 8;
// Matcher boilerplate that says nothing about this failure.
const NOISE = /^(expect\(|Call log:|- Expected|\+ Received {2}\+|- Array \[\]|\+ Array \[|\]$)/;
const MAX_ERRORS_PER_TEST = 5;

// Terminal colour codes (ESC [ ... m), built from the character code because a literal ESC in a regex is a lint error.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(COLOUR, '');

/** The titles of the test.step()s that failed, outermost first: which screen of a long test it was. */
function failedSteps(steps: TestStep[], trail: string[] = []): string[] {
  for (const step of steps) {
    if (step.category !== 'test.step' || !step.error) continue;
    return failedSteps(step.steps, [...trail, step.title]);
  }
  return trail;
}

export default class FailureDigest implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const errors = result.errors.slice(0, MAX_ERRORS_PER_TEST).map((error) =>
      plain(error.message ?? error.value ?? 'no message')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !NOISE.test(line))
        .slice(0, LINES_PER_ERROR)
        .map((line) => `    ${line}`)
        .join('\n'),
    );
    const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    const steps = failedSteps(result.steps);
    const title = [test.title, ...steps].join(' › ');
    this.failures.push(`${result.status}: ${where} › ${title}\n${errors.join('\n')}`);
  }

  onEnd() {
    if (this.failures.length) fs.appendFileSync(DIGEST_FILE, `${this.failures.join('\n')}\n`);
  }
}

// CI keeps only the last lines of `npm test`, and the emulator tier's whole output comes before them: this names
// each failed emulator test and the first lines of why, from Vitest's JSON report, for `npm test` to print last.

export const EMULATOR_REPORT = 'emulator-results.json';
const LINES_PER_FAILURE = 6;
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLines = (text) =>
  String(text ?? '')
    .replace(COLOUR, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, LINES_PER_FAILURE)
    .map((line) => `    ${line}`);

/** The failures in a Vitest JSON report (its public `json` reporter's shape), as lines to print. */
export function emulatorFailures(report, root = '') {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = String(file.name ?? '')
      .replace(root, '')
      .replace(/^\//, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(`${name} > ${test.fullName ?? test.title}`);
      lines.push(...firstLines((test.failureMessages ?? []).join('\n')));
    }
    // A file that failed outside its tests (a hook, an import) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0) {
      lines.push(`${name}`);
      lines.push(...firstLines(file.message));
    }
  }
  return lines;
}

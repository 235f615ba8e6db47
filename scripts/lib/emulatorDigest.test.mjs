import { describe, expect, it } from 'vitest';
import { emulatorFailures } from './emulatorDigest.mjs';

describe('emulatorFailures', () => {
  it('names each failed test with the first lines of why, and skips what passed', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/emulator/hotEvents.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'sharded stock sells once', status: 'passed', failureMessages: [] },
            {
              fullName: 'sharded stock sells the last tickets',
              status: 'failed',
              failureMessages: [
                'AssertionError: expected 31 to be 30\n\n    at hotEvents.test.ts:70:5\n' + 'x\n'.repeat(20),
              ],
            },
          ],
        },
        { name: '/repo/tests/rules/venues.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    const lines = emulatorFailures(report, '/repo');
    expect(lines[0]).toBe('tests/emulator/hotEvents.test.ts > sharded stock sells the last tickets');
    expect(lines[1]).toBe('    AssertionError: expected 31 to be 30');
    expect(lines).toHaveLength(7);
  });

  it('names a file that failed before any test, a hook or an import', () => {
    const report = {
      testResults: [
        {
          name: 'tests/emulator/a.test.ts',
          status: 'failed',
          message: 'Hook timed out in 60000ms',
          assertionResults: [],
        },
      ],
    };
    expect(emulatorFailures(report)).toEqual(['tests/emulator/a.test.ts', '    Hook timed out in 60000ms']);
  });

  it('says nothing of a missing report', () => {
    expect(emulatorFailures(undefined)).toEqual([]);
  });
});

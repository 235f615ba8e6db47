import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `node scripts/<name> ...args` against the test emulators (the environment is inherited). */
export function runScript(name: string, ...args: string[]) {
  return run(process.execPath, [`scripts/${name}`, ...args]);
}

/** The operator command's answer: exit code 0 and stdout, or its exit code and stderr. */
export async function operator(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await runScript('operator.mjs', ...args);
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, out: failure.stderr.trim() };
  }
}

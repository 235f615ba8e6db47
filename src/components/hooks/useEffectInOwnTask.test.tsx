import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffectInOwnTask } from './useEffectInOwnTask';

function Probe({ value, log }: { value: string; log: string[] }) {
  useEffectInOwnTask(() => {
    log.push(`start ${value}`);
    return () => {
      log.push(`stop ${value}`);
    };
  }, [value, log]);
  return null;
}

describe('useEffectInOwnTask', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the effect in a later task, and its cleanup on a change and on unmount', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const { rerender, unmount } = render(<Probe value="a" log={log} />);
    expect(log).toEqual([]);
    await vi.runAllTimersAsync();
    expect(log).toEqual(['start a']);
    rerender(<Probe value="b" log={log} />);
    await vi.runAllTimersAsync();
    expect(log).toEqual(['start a', 'stop a', 'start b']);
    unmount();
    expect(log).toEqual(['start a', 'stop a', 'start b', 'stop b']);
  });

  it('never runs for a component gone before its task', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    render(<Probe value="a" log={log} />).unmount();
    await vi.runAllTimersAsync();
    expect(log).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask, yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves only after the current task, not in its microtasks', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await vi.runAllTimersAsync();
    await yielded;
    expect(order).toEqual(['microtask', 'after yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

describe('inOwnTask', () => {
  afterEach(() => vi.useRealTimers());

  it('calls the callback after the current task, with its arguments, in call order', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const report = inOwnTask((name: string, count: number) => calls.push(`${name} ${count}`));
    report('first', 1);
    report('second', 2);
    await Promise.resolve();
    expect(calls).toEqual([]);
    await vi.runAllTimersAsync();
    expect(calls).toEqual(['first 1', 'second 2']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

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

import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { lazyWithRetry } from '../lazyWithRetry';
import { LOAD_DEADLINE_MS, withinDeadline } from '../loadDeadline';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withinDeadline', () => {
  it('passes on what the load resolves or rejects with', async () => {
    await expect(withinDeadline(async () => 'page', 1000)()).resolves.toBe('page');
    await expect(
      withinDeadline(async () => {
        throw new Error('Failed to fetch dynamically imported module');
      }, 1000)(),
    ).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it('fails a load that has no answer in time as a chunk that failed to load', async () => {
    vi.useFakeTimers();
    const stalled = withinDeadline(() => new Promise<never>(() => undefined), 1000)();
    const outcome = stalled.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void stalled.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as Error;
    expect(error.name).toBe('ChunkLoadError');
  });
});

describe('a page whose file never arrives', () => {
  it('shows the could-not-be-loaded notice with a reload, instead of its spinner for good', async () => {
    // Only the deadline's clock: React's scheduler runs on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const StalledPage = lazyWithRetry(() => new Promise<never>(() => undefined));
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <StalledPage />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOAD_DEADLINE_MS));
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});

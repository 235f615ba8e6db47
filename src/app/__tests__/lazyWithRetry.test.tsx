import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { lazyWithRetry } from '../lazyWithRetry';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyWithRetry', () => {
  it('loads the file again on the render after a failed load', async () => {
    let online = false;
    const load = vi.fn(async (): Promise<{ default: ComponentType<{ name: string }> }> => {
      if (!online) throw new Error('network down');
      return { default: Greeting };
    });
    const LazyGreeting = lazyWithRetry(load);

    render(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Ann" />
        </Suspense>
      </ErrorBoundary>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    const failedLoads = load.mock.calls.length;
    online = true;
    await userEvent.click(tryAgain);

    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('loads a file that worked only once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const LazyGreeting = lazyWithRetry(load);
    const { rerender } = render(
      <Suspense fallback={null}>
        <LazyGreeting name="Ann" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    rerender(
      <Suspense fallback={null}>
        <LazyGreeting name="Bob" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Bob')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders a preloaded page at once, without the fallback', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const LazyGreeting = lazyWithRetry(load);
    await LazyGreeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../ErrorBoundary';

let failure: Error | null = null;

/** Throws the error of the moment while one is set, like a page whose file or data failed. */
function Page() {
  if (failure) throw failure;
  return <p>Page content</p>;
}

// React reports every caught error on the console; the tests throw on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  failure = null;
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('offers a reload when a lazily loaded file is missing', async () => {
    failure = new TypeError(
      'Failed to fetch dynamically imported module: https://app.test/assets/Page-abc123.js',
    );
    const reload = vi.fn();
    render(
      <ErrorBoundary onReload={reload}>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the app could not be loaded');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('recognises the other browsers and Vite wording of a failed file', () => {
    failure = new TypeError('Importing a module script failed.');
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('lets the person try again after another error, and shows the screen once it renders', async () => {
    failure = new Error('Cannot read properties of undefined');
    render(
      <ErrorBoundary onReload={() => undefined}>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while showing this screen.');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();

    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when its reset key changes, as on navigating elsewhere', async () => {
    failure = new Error('broken');
    function Navigating() {
      const [path, setPath] = useState('/broken');
      return (
        <>
          <button type="button" onClick={() => setPath('/elsewhere')}>
            Elsewhere
          </button>
          <ErrorBoundary resetKey={path}>
            <Page />
          </ErrorBoundary>
        </>
      );
    }
    render(<Navigating />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});

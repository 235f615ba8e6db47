// @vitest-environment jsdom -- it listens to the server-rendered page's events.
import { describe, expect, it, vi } from 'vitest';
import { takeOverOnInteraction } from '../takeOverOnInteraction';

const SERVER_PAGE =
  '<a href="#buy">Buy tickets</a><button type="button">Previous</button><button type="button">Choose tickets</button>';

/** A root with the server's markup and a take-over that swaps in the app's copy, whose buttons record clicks. */
function setUp() {
  document.body.innerHTML = `<div id="root">${SERVER_PAGE}</div>`;
  const root = document.getElementById('root')!;
  const clicked: string[] = [];
  let finish: () => void = () => undefined;
  const takeOver = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          root.innerHTML = SERVER_PAGE;
          root
            .querySelectorAll('button')
            .forEach((button) =>
              button.addEventListener('click', () => clicked.push(`app:${button.textContent}`)),
            );
          resolve();
        };
      }),
  );
  return { root, takeOver, clicked, finish: () => finish() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('takeOverOnInteraction', () => {
  it('loads nothing until the buyer does something', () => {
    const { root, takeOver } = setUp();
    takeOverOnInteraction(root, takeOver);
    expect(takeOver).not.toHaveBeenCalled();
  });

  it('starts once at the first touch, key or focus', () => {
    const { root, takeOver } = setUp();
    takeOverOnInteraction(root, takeOver);
    root.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it("presses the app's copy of a button pressed before the app was there, and moves focus to the copy", async () => {
    const { root, takeOver, clicked, finish } = setUp();
    takeOverOnInteraction(root, takeOver);
    const serverButton = root.querySelectorAll('button')[1]!;
    serverButton.focus();
    serverButton.click();
    expect(serverButton).toHaveAttribute('aria-busy', 'true');
    finish();
    await flush();
    expect(clicked).toEqual(['app:Choose tickets']);
    expect(root.querySelectorAll('button')[1]).toHaveFocus();
    // Once the app is there, its own buttons answer by themselves.
    root.querySelectorAll('button')[0]!.click();
    expect(clicked).toEqual(['app:Choose tickets', 'app:Previous']);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('starts at once when asked (a buyer who chose another language)', () => {
    const { root, takeOver } = setUp();
    takeOverOnInteraction(root, takeOver, true);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });
});

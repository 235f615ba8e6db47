import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, SLIDE_MS } from '../Carousel';
import { PLACEHOLDER_IMAGE } from '../placeholders';

const images = ['https://img.test/a.jpg', 'https://img.test/b.jpg', 'https://img.test/c.jpg'];
const shown = () => screen.getByRole('img').getAttribute('src');
const settle = () => fireEvent.transitionEnd(screen.getByTestId('carousel-track'));

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('wraps forwards from the last picture to the first', async () => {
    const user = userEvent.setup();
    render(<Carousel images={images} height={200} label="Marco" />);
    expect(shown()).toBe(images[0]);
    for (const expected of [images[1], images[2], images[0]]) {
      await user.click(screen.getByRole('button', { name: 'Next picture' }));
      settle();
      expect(shown()).toBe(expected);
    }
    expect(screen.getByRole('img')).toHaveAccessibleName('Marco, picture 1 of 3');
  });

  it('wraps backwards from the first picture to the last', async () => {
    const user = userEvent.setup();
    render(<Carousel images={images} height={200} label="Marco" />);
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    settle();
    expect(shown()).toBe(images[2]);
  });

  it('ignores next and previous while a slide is still moving', async () => {
    const user = userEvent.setup();
    render(<Carousel images={images} height={250} label="Hall" />);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toBe(images[1]);
    settle();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe(images[2]);
  });

  it('unlocks after the slide duration even if no transition event arrives', () => {
    vi.useFakeTimers();
    render(<Carousel images={images} height={250} label="Hall" />);
    const next = screen.getByRole('button', { name: 'Next picture' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shown()).toBe(images[1]);
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS + 100);
    });
    fireEvent.click(next);
    expect(shown()).toBe(images[2]);
  });

  it('takes its height from the prop', () => {
    const { rerender } = render(<Carousel images={images} height={200} label="Marco" />);
    expect(screen.getByRole('region', { name: 'Marco' })).toHaveStyle({ height: '200px' });
    rerender(<Carousel images={images} height={250} label="Marco" />);
    expect(screen.getByRole('region', { name: 'Marco' })).toHaveStyle({ height: '250px' });
  });

  it('shows the built-in placeholder and no controls without pictures', () => {
    render(<Carousel images={[]} height={200} label="Marco" />);
    expect(shown()).toBe(PLACEHOLDER_IMAGE);
    expect(screen.getByRole('img')).toHaveAccessibleName('Marco, no pictures yet');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not let its controls follow the link of the card around it', async () => {
    const user = userEvent.setup();
    const onCardClick = vi.fn();
    render(
      <div onClick={onCardClick}>
        <Carousel images={images} height={200} label="Marco" />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(onCardClick).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Wizard } from '../Wizard';

const steps = [
  { key: 'details', label: 'Venue Details' },
  { key: 'availability', label: 'Venue Availability' },
  { key: 'confirm', label: 'Confirm Detail' },
];

describe('Wizard', () => {
  it('marks the shown step and opens only steps already visited', async () => {
    const onSelect = vi.fn();
    render(<Wizard steps={steps} active={0} visited={1} onSelect={onSelect} label="Add Venue" />);
    expect(screen.getByRole('navigation', { name: 'Add Venue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Venue Details/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /Confirm Detail/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Venue Availability/ }));
    expect(onSelect).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: /Confirm Detail/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('keeps a later visited step reachable after going back', () => {
    render(<Wizard steps={steps} active={0} visited={2} onSelect={() => undefined} label="Edit Venue" />);
    expect(screen.getByRole('button', { name: /Confirm Detail/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Venue Availability/ })).not.toHaveAttribute('aria-current');
  });

  it('moves the focus to the step shown once it changes, and leaves it alone on the first render', () => {
    const { rerender } = render(
      <Wizard steps={steps} active={0} visited={0} onSelect={() => undefined} label="Add Venue" />,
    );
    expect(document.body).toHaveFocus();

    rerender(<Wizard steps={steps} active={1} visited={1} onSelect={() => undefined} label="Add Venue" />);
    expect(screen.getByRole('button', { name: /Venue Availability/ })).toHaveFocus();

    rerender(<Wizard steps={steps} active={0} visited={1} onSelect={() => undefined} label="Add Venue" />);
    expect(screen.getByRole('button', { name: /Venue Details/ })).toHaveFocus();
  });
});

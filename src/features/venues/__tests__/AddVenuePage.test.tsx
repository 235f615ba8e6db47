import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import AddVenuePage from '../pages/AddVenuePage';

describe('AddVenuePage', () => {
  it('starts on Venue Details with capacity 1 and the later steps closed', () => {
    renderWithProviders(<AddVenuePage />);
    const steps = screen.getByRole('navigation', { name: 'Add Venue' });
    expect(within(steps).getByRole('button', { name: /Venue Details/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).getByRole('button', { name: /Venue Availability/ })).toBeDisabled();
    expect(within(steps).getByRole('button', { name: /Confirm Detail/ })).toBeDisabled();
    expect(screen.getByLabelText('Capacity')).toHaveValue(1);
  });

  it('stays on the details step and shows every message until it validates', async () => {
    renderWithProviders(<AddVenuePage />);
    await userEvent.clear(screen.getByLabelText('Capacity'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Venue name is required.',
      'Capacity is required.',
      'Description is required .',
      'Min 1 attachment required',
      'Location is required',
      'Line Address 1 is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Venue Availability/ })).toBeDisabled();
  });
});

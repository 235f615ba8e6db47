import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationValue } from '@/domain/entities';
import { EMPTY_LOCATION } from '@/domain/address';
import { LocationSearch } from '../LocationSearch';

function Harness({
  initial = EMPTY_LOCATION,
  onChange,
  error,
}: {
  initial?: LocationValue;
  onChange: (value: LocationValue) => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LocationSearch
        id="venue-address"
        label="Address"
        googleMapsKey=""
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue(EMPTY_LOCATION)}>
        reset
      </button>
    </>
  );
}

const lastValue = (onChange: ReturnType<typeof vi.fn>): LocationValue => onChange.mock.calls.at(-1)?.[0];

describe('LocationSearch without a Maps key', () => {
  it('offers a labelled manual address form inside a group named by the label', () => {
    render(<Harness onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Address' });
    for (const name of [
      'Address line 1',
      'Address line 2',
      'Street number',
      'Street name',
      'Town or city',
      'County or state',
      'Postal code',
      'Country',
    ]) {
      expect(group).toContainElement(screen.getByRole('textbox', { name }));
    }
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Longitude' })).toBeInTheDocument();
  });

  it('builds the same value as the search: joined address, helping parts, location from both coordinates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '10 Downing Street');
    await user.type(screen.getByRole('textbox', { name: 'Street number' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Street name' }), 'Downing Street');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'London');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'SW1A 2AA');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'United Kingdom');
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '51.5034');
    expect(lastValue(onChange).location).toBeNull();
    await user.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '-0.1276');

    expect(lastValue(onChange)).toEqual({
      location: { latitude: 51.5034, longitude: -0.1276 },
      address: '10 Downing Street, London, SW1A 2AA, United Kingdom',
      helpingAddress: {
        street: '10',
        streetName: 'Downing Street',
        city: 'London',
        country: 'United Kingdom',
        postalCode: 'SW1A 2AA',
      },
    });
  });

  it('says which coordinate is out of range and leaves the location empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '95');
    await user.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '200');
    await user.tab();

    expect(screen.getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Longitude must be between -180 and 180')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveAccessibleDescription(
      'Latitude must be between -90 and 90',
    );
    expect(lastValue(onChange).location).toBeNull();

    await user.clear(screen.getByRole('spinbutton', { name: 'Latitude' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '45');
    expect(screen.queryByText('Latitude must be between -90 and 90')).not.toBeInTheDocument();
  });

  it('shows the consumer error on line 1', () => {
    render(<Harness onChange={vi.fn()} error="Line Address 1 is required" />);
    const line1 = screen.getByRole('textbox', { name: 'Address line 1' });
    expect(line1).toHaveAccessibleDescription('Line Address 1 is required');
    expect(line1).toHaveAttribute('aria-invalid', 'true');
  });

  it('fills itself from a stored value and follows a reset from outside', async () => {
    const user = userEvent.setup();
    const stored: LocationValue = {
      location: { latitude: 53.8, longitude: -1.55 },
      address: 'Flat 2, 5 High St, Leeds, UK',
      helpingAddress: { city: 'Leeds', country: 'UK' },
    };
    render(<Harness initial={stored} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('Flat 2');
    expect(screen.getByRole('textbox', { name: 'Address line 2' })).toHaveValue('5 High St');
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Leeds');
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(53.8);

    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(null);
  });

  it('makes an address of the street number and name alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Street number' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Street name' }), 'Downing Street');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'London');
    expect(lastValue(onChange)).toEqual({
      location: null,
      address: '10 Downing Street, London',
      helpingAddress: { street: '10', streetName: 'Downing Street', city: 'London' },
    });
  });

  it('gives both address lines back after the value is stored and the page reloaded', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const first = render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '10 Downing Street');
    await user.type(screen.getByRole('textbox', { name: 'Address line 2' }), 'Whitehall');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'London');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'SW1A 2AA');
    const stored = lastValue(onChange);
    expect(stored.address).toBe('10 Downing Street, Whitehall, London, SW1A 2AA');
    first.unmount();

    render(<Harness initial={stored} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('10 Downing Street');
    expect(screen.getByRole('textbox', { name: 'Address line 2' })).toHaveValue('Whitehall');
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveValue('London');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('SW1A 2AA');
  });
});

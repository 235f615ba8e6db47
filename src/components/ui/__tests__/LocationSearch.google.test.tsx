import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationValue } from '@/domain/entities';
import { EMPTY_LOCATION } from '@/domain/address';
import { installFakeGoogleMaps, TRAFALGAR_SQUARE, type FakeGoogleMaps } from '@/testing/fakeGoogleMaps';
import { LocationSearch } from '../LocationSearch';

// The Maps loader is a singleton for the page, so every test loads with the same key.
const KEY = 'test-maps-key';

function Harness({ onChange }: { onChange: (value: LocationValue) => void }) {
  const [value, setValue] = useState(EMPTY_LOCATION);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <LocationSearch
        id="location"
        label="Location"
        googleMapsKey={KEY}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

const trafalgarValue: LocationValue = {
  location: { latitude: 51.508, longitude: -0.1281 },
  address: 'Trafalgar Square, London WC2N 5DN, UK',
  helpingAddress: {
    streetName: 'Trafalgar Square',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    postalCode: 'WC2N 5DN',
  },
};

let fake: FakeGoogleMaps;

beforeEach(() => {
  fake = installFakeGoogleMaps({
    predictions: [
      { description: 'Trafalgar Square, London, UK', place_id: 'place-trafalgar' },
      { description: 'Trafalgar Road, Greenwich, London, UK', place_id: 'place-road' },
    ],
    results: [TRAFALGAR_SQUARE],
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function searchBox() {
  const box = await screen.findByRole('combobox', { name: 'Location' });
  await waitFor(() => expect(box).toBeEnabled());
  return box;
}

describe('LocationSearch with a Maps key', () => {
  it('suggests places as one types and fills the whole location from the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    const box = await searchBox();
    await user.type(box, 'trafalgar');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Trafalgar Square, London, UK',
      'Trafalgar Road, Greenwich, London, UK',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(fake.predictionRequests.at(-1)).toMatchObject({ input: 'trafalgar', language: 'en' });
    expect(onChange).toHaveBeenLastCalledWith({ location: null, address: 'trafalgar', helpingAddress: {} });

    await user.click(screen.getByRole('option', { name: 'Trafalgar Square, London, UK' }));

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(trafalgarValue));
    expect(fake.geocodeRequests).toEqual([{ placeId: 'place-trafalgar', language: 'en' }]);
    expect(box).toHaveValue('Trafalgar Square, London WC2N 5DN, UK');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves through suggestions with the arrow keys and picks one with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    const box = await searchBox();
    await user.type(box, 'trafalgar');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const road = screen.getByRole('option', { name: 'Trafalgar Road, Greenwich, London, UK' });
    expect(road).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', road.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Trafalgar Square, London, UK' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(road).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(trafalgarValue));
    expect(fake.geocodeRequests).toEqual([{ placeId: 'place-road', language: 'en' }]);
  });

  it('closes the suggestions with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const box = await searchBox();
    await user.type(box, 'trafalgar');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches and when a chosen place cannot be geocoded', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = await searchBox();

    await user.type(box, 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No matching places');

    await user.clear(box);
    fake.geocodeStatus = 'ERROR';
    await user.type(box, 'trafalgar');
    await user.click(await screen.findByRole('option', { name: 'Trafalgar Square, London, UK' }));
    expect(await screen.findByText('That place could not be found. Try another address.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ location: expect.anything() }));
  });
});

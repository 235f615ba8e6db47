import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import type { LocationValue } from '@/domain/entities';
import { EMPTY_LOCATION } from '@/domain/address';
import { LocationField } from '@/components/forms/LocationField';
import { requiredLocation } from '@/components/forms/location';
import {
  asPlaceDetails,
  DOWNING_STREET,
  installFakeGeolocation,
  installFakeGoogleMaps,
  TRAFALGAR_SQUARE,
  type FakeGeolocation,
  type FakeGoogleMaps,
} from '@/testing/fakeGoogleMaps';
import { LocationSearch } from '../LocationSearch';

// The Maps loader is a singleton for the page, so every test loads with the same key.
const KEY = 'test-maps-key';

// Form fields such as LocationField take the key from the environment, as the app does.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { env: { ...actual.env, googleMapsKey: 'test-maps-key' } };
});

function Harness({
  initial = EMPTY_LOCATION,
  onChange,
}: {
  initial?: LocationValue;
  onChange: (value: LocationValue) => void;
}) {
  const [value, setValue] = useState(initial);
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
      <button type="button" onClick={() => setValue(EMPTY_LOCATION)}>
        reset
      </button>
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

const CHOOSE = 'Choose an address from the suggestions';

let fake: FakeGoogleMaps;
let geolocation: FakeGeolocation | undefined;

beforeEach(() => {
  fake = installFakeGoogleMaps({
    predictions: [
      { description: 'Trafalgar Square, London, UK', place_id: 'place-trafalgar' },
      { description: 'Trafalgar Road, Greenwich, London, UK', place_id: 'place-road' },
    ],
    places: {
      'place-trafalgar': asPlaceDetails('place-trafalgar', TRAFALGAR_SQUARE),
      'place-road': asPlaceDetails('place-road', TRAFALGAR_SQUARE),
    },
    reverseResults: [DOWNING_STREET],
  });
});

const PLACE_FIELDS = ['formattedAddress', 'location', 'addressComponents'];

afterEach(() => {
  geolocation?.uninstall();
  geolocation = undefined;
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
    expect(fake.predictionRequests.at(-1)).toMatchObject({
      input: 'trafalgar',
      language: 'en',
      sessionToken: expect.anything(),
    });
    // Typed text is not a location: the empty value the form had stays as it was.
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('option', { name: 'Trafalgar Square, London, UK' }));

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(trafalgarValue));
    // Place Details (New) of the suggestion's own place, no geocoding.
    expect(fake.placeRequests).toEqual([{ id: 'place-trafalgar', fields: PLACE_FIELDS }]);
    expect(fake.geocodeRequests).toEqual([]);
    expect(box).toHaveValue('Trafalgar Square, London WC2N 5DN, UK');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('gives way to the manual form with a notice when the key cannot use the Places API (New)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fake.autocompleteError =
      'PERMISSION_DENIED: Places API (New) has not been used in project 123456789012 before or it is disabled.';

    await user.type(await searchBox(), 'trafalgar');

    expect(
      await screen.findByText('Address search is unavailable right now. Enter the address below.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 Trafalgar Square');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ address: '1 Trafalgar Square' }));
  });

  it('gives way to the manual form when Google refuses the key', async () => {
    render(<Harness onChange={vi.fn()} />);
    await searchBox();
    act(() => (window as Window & { gm_authFailure?: () => void }).gm_authFailure?.());
    expect(
      await screen.findByText('Address search is unavailable right now. Enter the address below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
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
    expect(screen.getByRole('option', { name: 'Trafalgar Square, London, UK' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}');
    expect(road).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(trafalgarValue));
    expect(fake.placeRequests).toEqual([{ id: 'place-road', fields: PLACE_FIELDS }]);
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
    fake.places = {};
    await user.type(box, 'trafalgar');
    await user.click(await screen.findByRole('option', { name: 'Trafalgar Square, London, UK' }));
    expect(
      await screen.findByText('That place could not be found. Try another address.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ location: expect.anything() }));
  });

  it('asks for a suggestion when one leaves the field with a text that was never picked', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const box = await searchBox();

    await user.type(box, '1 Nowhere Lane');
    expect(screen.queryByText(CHOOSE)).not.toBeInTheDocument();
    await user.tab();
    expect(box).toHaveValue('1 Nowhere Lane');
    expect(box).toHaveAccessibleDescription(CHOOSE);
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.click(box);
    await user.clear(box);
    await user.type(box, 'trafalgar');
    await user.click(await screen.findByRole('option', { name: 'Trafalgar Square, London, UK' }));
    await waitFor(() => expect(box).toHaveValue('Trafalgar Square, London WC2N 5DN, UK'));
    await user.tab();
    expect(screen.queryByText(CHOOSE)).not.toBeInTheDocument();
  });

  it('empties a stored location once its text is edited, and restores it when the text is put back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={trafalgarValue} onChange={onChange} />);
    const box = await searchBox();
    expect(box).toHaveValue('Trafalgar Square, London WC2N 5DN, UK');

    await user.type(box, ' extra');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ location: null, address: '', helpingAddress: {} });
    expect(box).toHaveValue('Trafalgar Square, London WC2N 5DN, UK extra');

    await user.type(box, '{Backspace>6/}');
    expect(onChange).toHaveBeenLastCalledWith(trafalgarValue);
  });

  it('follows a reset from outside', async () => {
    const user = userEvent.setup();
    render(<Harness initial={trafalgarValue} onChange={vi.fn()} />);
    const box = await searchBox();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(box).toHaveValue('');
  });

  it.each([
    ['profile', 'Location is required'],
    ['auth', 'Location must required'],
  ])('keeps the %s form message for a text that was never picked', async (namespace, message) => {
    const user = userEvent.setup();
    render(
      <Formik
        initialValues={{ address: EMPTY_LOCATION }}
        validationSchema={object({ address: requiredLocation('validation.locationRequired') })}
        onSubmit={vi.fn()}
      >
        <Form>
          <LocationField id="address" name="address" namespace={namespace} label="Location" />
          <button type="submit">Save</button>
        </Form>
      </Formik>,
    );
    const box = await searchBox();
    await user.type(box, '1 Nowhere Lane');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(`${CHOOSE} ${message}`));
  });

  describe('Use my location', () => {
    const downingValue: LocationValue = {
      location: { latitude: 51.50345, longitude: -0.12765 },
      address: '10 Downing St, London SW1A 2AA, UK',
      helpingAddress: {
        street: '10',
        streetName: 'Downing Street',
        city: 'London',
        state: 'England',
        country: 'United Kingdom',
        postalCode: 'SW1A 2AA',
      },
    };

    it('fills the location from the device position through reverse geocoding', async () => {
      geolocation = installFakeGeolocation({ latitude: 51.50345, longitude: -0.12765 });
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      const box = await searchBox();

      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(downingValue));
      expect(fake.geocodeRequests).toEqual([{ language: 'en', location: { lat: 51.50345, lng: -0.12765 } }]);
      expect(box).toHaveValue('10 Downing St, London SW1A 2AA, UK');
      expect(screen.queryByText(CHOOSE)).not.toBeInTheDocument();
    });

    it('replaces a text that was never picked', async () => {
      geolocation = installFakeGeolocation({ latitude: 51.50345, longitude: -0.12765 });
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      const box = await searchBox();
      await user.type(box, 'somewhere');
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() => expect(box).toHaveValue('10 Downing St, London SW1A 2AA, UK'));
      expect(onChange).toHaveBeenLastCalledWith(downingValue);
      expect(screen.queryByText(CHOOSE)).not.toBeInTheDocument();
    });

    it.each([
      [
        'refused',
        { error: 'denied' } as const,
        'Location access was refused. Allow it in your browser, or search for the address.',
      ],
      [
        'unavailable',
        { error: 'unavailable' } as const,
        'Your location is not available on this device right now. Search for the address instead.',
      ],
      [
        'timed out',
        { error: 'timeout' } as const,
        'Your location is not available on this device right now. Search for the address instead.',
      ],
      [
        'missing from the browser',
        null,
        'Your location is not available on this device right now. Search for the address instead.',
      ],
    ])('says so when the position is %s', async (_, answer, message) => {
      geolocation = installFakeGeolocation(answer);
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      const box = await searchBox();
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(box).toHaveAccessibleDescription(message);
      expect(fake.geocodeRequests).toEqual([]);
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
    });

    it('says so when no address is found at the position, or the lookup fails', async () => {
      geolocation = installFakeGeolocation({ latitude: 0, longitude: 0 });
      fake.reverseResults = [];
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      await searchBox();
      const message = 'No address was found for your location. Search for the address instead.';

      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText(message)).toBeInTheDocument();

      fake.geocodeStatus = 'OVER_QUERY_LIMIT';
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() => expect(fake.geocodeRequests).toHaveLength(2));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('shows that it is looking while the browser answers', async () => {
      geolocation = installFakeGeolocation({ latitude: 51.50345, longitude: -0.12765 });
      geolocation.held = true;
      const user = userEvent.setup();
      render(<Harness onChange={vi.fn()} />);
      const box = await searchBox();
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect(screen.getByRole('button', { name: 'Finding your location...' })).toBeDisabled();
      geolocation.release();
      expect(await screen.findByRole('button', { name: 'Use my location' })).toBeEnabled();
      expect(box).toHaveValue('10 Downing St, London SW1A 2AA, UK');
    });

    it('drops a position that arrives after the person started typing', async () => {
      geolocation = installFakeGeolocation({ latitude: 51.50345, longitude: -0.12765 });
      geolocation.held = true;
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      const box = await searchBox();
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await user.type(box, 'trafalgar');
      geolocation.release();
      expect(await screen.findByRole('button', { name: 'Use my location' })).toBeEnabled();
      expect(box).toHaveValue('trafalgar');
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EMPTY_LOCATION } from '@/domain/address';
import { installFakeGoogleMaps } from '@/testing/fakeGoogleMaps';
import { LocationSearch } from '../LocationSearch';

// A file of its own: the Maps loader remembers a success for the whole page.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LocationSearch when the Maps script cannot load', () => {
  it('says so and falls back to the manual address form', async () => {
    // The loader logs each retry; the visible fallback is what this test checks.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeGoogleMaps({ failLoading: true });
    render(
      <LocationSearch
        id="location"
        label="Location"
        googleMapsKey="test-maps-key"
        value={EMPTY_LOCATION}
        onChange={vi.fn()}
      />,
    );
    expect(
      await screen.findByText(
        'Address search is unavailable right now. Enter the address below.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('capitalises the words of the first path segment', () => {
    expect(pageTitle('/events-list', 'GigVenue')).toBe('Events List | GigVenue');
    expect(pageTitle('/dashboard', 'GigVenue')).toBe('Dashboard | GigVenue');
  });

  it('ignores ids and later segments', () => {
    expect(pageTitle('/edit-venue/abc123', 'GigVenue')).toBe('Edit Venue | GigVenue');
    expect(pageTitle('/payments/ev1/details', 'GigVenue')).toBe('Payments | GigVenue');
  });

  it('keeps the case of the path otherwise', () => {
    expect(pageTitle('/Signup', 'GigVenue')).toBe('Signup | GigVenue');
  });

  it('falls back to the product name at the root and survives malformed escapes', () => {
    expect(pageTitle('/', 'GigVenue')).toBe('GigVenue');
    expect(pageTitle('/%E0%A4%A', 'GigVenue')).toBe('%E0%A4%A | GigVenue');
  });
});

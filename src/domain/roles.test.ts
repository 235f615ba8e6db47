import { roleGroup } from './roles';

describe('roleGroup', () => {
  it('keeps managers and venue owners', () => {
    expect(roleGroup('eventManager')).toBe('eventManager');
    expect(roleGroup('venueOwner')).toBe('venueOwner');
  });
  it('treats every other role as organizer', () => {
    expect(roleGroup('eventOrganizer')).toBe('organizer');
    expect(roleGroup(undefined)).toBe('organizer');
    expect(roleGroup('something')).toBe('organizer');
  });
});

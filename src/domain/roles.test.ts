import { mayOpenRoute, roleGroup } from './roles';

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

describe('mayOpenRoute', () => {
  it('keeps venue screens for venue owners and availability for event managers', () => {
    expect(mayOpenRoute('venueOwner', 'addVenue')).toBe(true);
    expect(mayOpenRoute('eventManager', 'addVenue')).toBe(false);
    expect(mayOpenRoute('organizer', 'venues')).toBe(false);
    expect(mayOpenRoute('eventManager', 'addAvailability')).toBe(true);
    expect(mayOpenRoute('venueOwner', 'availability')).toBe(false);
  });

  it('shows each role the directory of the other side, and organizers both', () => {
    expect(mayOpenRoute('venueOwner', 'eventManagers')).toBe(true);
    expect(mayOpenRoute('venueOwner', 'venueOwners')).toBe(false);
    expect(mayOpenRoute('eventManager', 'venueOwnerDetails')).toBe(true);
    expect(mayOpenRoute('eventManager', 'eventManagerDetails')).toBe(false);
    expect(mayOpenRoute('organizer', 'eventManagers')).toBe(true);
    expect(mayOpenRoute('organizer', 'venueOwners')).toBe(true);
  });

  it('leaves every other screen open to every role', () => {
    for (const group of ['eventManager', 'venueOwner', 'organizer'] as const) {
      expect(mayOpenRoute(group, 'dashboard')).toBe(true);
      expect(mayOpenRoute(group, 'profile')).toBe(true);
      expect(mayOpenRoute(group, 'payments')).toBe(true);
    }
  });
});

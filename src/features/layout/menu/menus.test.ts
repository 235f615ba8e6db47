import { describe, expect, it } from 'vitest';
import { sidebarMenu, topNavigation } from './menus';

const links = (items: readonly { key: string; href: string }[]) => items.map(({ key, href }) => [key, href]);

describe('sidebarMenu', () => {
  it('gives the event manager the spec links, with /venue-owners labelled Venues', () => {
    expect(links(sidebarMenu('eventManager'))).toEqual([
      ['dashboard', '/dashboard'],
      ['myEvents', '/events-list'],
      ['addEvent', '/new-event'],
      ['availability', '/availability'],
      ['orders', '/orders'],
      ['venues', '/venue-owners'],
      ['announcements', '/announcements'],
      ['payments', '/payments'],
    ]);
  });

  it('gives the venue owner the spec links', () => {
    expect(links(sidebarMenu('venueOwner'))).toEqual([
      ['dashboard', '/dashboard'],
      ['myEvents', '/events-list'],
      ['addEvent', '/new-event'],
      ['myVenues', '/venues'],
      ['addVenue', '/add-venue'],
      ['orders', '/orders'],
      ['eventManagers', '/event-managers'],
      ['announcements', '/announcements'],
      ['payments', '/payments'],
    ]);
  });

  it('gives the organizer the spec links', () => {
    expect(links(sidebarMenu('organizer'))).toEqual([
      ['dashboard', '/dashboard'],
      ['myEvents', '/organizer-events'],
      ['addEvent', '/organizer-new-event'],
      ['eventManagers', '/event-managers'],
      ['venueOwners', '/venue-owners'],
      ['announcements', '/announcements'],
      ['payments', '/payments'],
    ]);
  });
});

describe('topNavigation', () => {
  it('trims the event manager to Dashboard, Events, Availability and Orders', () => {
    expect(links(topNavigation('eventManager'))).toEqual([
      ['dashboard', '/dashboard'],
      ['events', '/events-list'],
      ['availability', '/availability'],
      ['orders', '/orders'],
    ]);
  });

  it('keeps the full menu for the other roles', () => {
    expect(topNavigation('venueOwner')).toEqual(sidebarMenu('venueOwner'));
    expect(topNavigation('organizer')).toEqual(sidebarMenu('organizer'));
  });
});

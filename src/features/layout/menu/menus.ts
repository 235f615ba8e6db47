import { paths } from '@/config/paths';
import type { RoleGroup } from '@/domain/roles';

export type IconName =
  'dashboard' | 'calendar' | 'plus' | 'clock' | 'cart' | 'building' | 'users' | 'megaphone' | 'wallet';

export interface MenuItem {
  /** Translation key in the layout namespace, under "menu". */
  key: string;
  href: string;
  icon: IconName;
}

const item = (key: string, href: string, icon: IconName): MenuItem => ({ key, href, icon });

const dashboard = item('dashboard', paths.dashboard.href(), 'dashboard');
const announcements = item('announcements', paths.announcements.href(), 'megaphone');
const payments = item('payments', paths.payments.href(), 'wallet');

const menus: Record<RoleGroup, readonly MenuItem[]> = {
  eventManager: [
    dashboard,
    item('myEvents', paths.eventsList.href(), 'calendar'),
    item('addEvent', paths.newEvent.href(), 'plus'),
    item('availability', paths.availability.href(), 'clock'),
    item('orders', paths.orders.href(), 'cart'),
    item('venues', paths.venueOwners.href(), 'building'),
    announcements,
    payments,
  ],
  venueOwner: [
    dashboard,
    item('myEvents', paths.eventsList.href(), 'calendar'),
    item('addEvent', paths.newEvent.href(), 'plus'),
    item('myVenues', paths.venues.href(), 'building'),
    item('addVenue', paths.addVenue.href(), 'plus'),
    item('orders', paths.orders.href(), 'cart'),
    item('eventManagers', paths.eventManagers.href(), 'users'),
    announcements,
    payments,
  ],
  organizer: [
    dashboard,
    item('myEvents', paths.organizerEvents.href(), 'calendar'),
    item('addEvent', paths.organizerNewEvent.href(), 'plus'),
    item('eventManagers', paths.eventManagers.href(), 'users'),
    item('venueOwners', paths.venueOwners.href(), 'building'),
    announcements,
    payments,
  ],
};

// The spec trims the event manager's top navigation to four entries; other roles keep their full menu there.
const eventManagerTopNavigation: readonly MenuItem[] = [
  dashboard,
  item('events', paths.eventsList.href(), 'calendar'),
  item('availability', paths.availability.href(), 'clock'),
  item('orders', paths.orders.href(), 'cart'),
];

export function sidebarMenu(group: RoleGroup): readonly MenuItem[] {
  return menus[group];
}

export function topNavigation(group: RoleGroup): readonly MenuItem[] {
  return group === 'eventManager' ? eventManagerTopNavigation : menus[group];
}

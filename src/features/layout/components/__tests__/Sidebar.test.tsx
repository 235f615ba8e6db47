import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { HorizontalNav } from '../HorizontalNav';
import { Sidebar } from '../Sidebar';

function linksIn(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Sidebar', () => {
  it('shows the event manager menu', () => {
    renderWithProviders(<Sidebar group="eventManager" />, { route: '/orders' });
    expect(linksIn(screen.getByRole('navigation', { name: 'Menu' }))).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Events', '/events-list'],
      ['Add Event', '/new-event'],
      ['Availability', '/availability'],
      ['Orders', '/orders'],
      ['Venues', '/venue-owners'],
      ['Announcements', '/announcements'],
      ['Payments', '/payments'],
    ]);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveClass('active');
  });

  it('shows the venue owner menu', () => {
    renderWithProviders(<Sidebar group="venueOwner" />);
    expect(linksIn(screen.getByRole('navigation', { name: 'Menu' }))).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Events', '/events-list'],
      ['Add Event', '/new-event'],
      ['My Venues', '/venues'],
      ['Add Venue', '/add-venue'],
      ['Orders', '/orders'],
      ['Event Managers', '/event-managers'],
      ['Announcements', '/announcements'],
      ['Payments', '/payments'],
    ]);
  });

  it('shows the organizer menu', () => {
    renderWithProviders(<Sidebar group="organizer" />);
    expect(linksIn(screen.getByRole('navigation', { name: 'Menu' }))).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Events', '/organizer-events'],
      ['Add Event', '/organizer-new-event'],
      ['Event Managers', '/event-managers'],
      ['Venue Owners', '/venue-owners'],
      ['Announcements', '/announcements'],
      ['Payments', '/payments'],
    ]);
  });
});

describe('HorizontalNav', () => {
  it('gives the event manager exactly four top navigation items', () => {
    renderWithProviders(<HorizontalNav group="eventManager" />);
    expect(linksIn(screen.getByRole('navigation', { name: 'Main navigation' }))).toEqual([
      ['Dashboard', '/dashboard'],
      ['Events', '/events-list'],
      ['Availability', '/availability'],
      ['Orders', '/orders'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@/domain/entities';
import type { Slot } from '@/domain/slots';
import type { VenueListing } from '@/domain/venue';
import {
  bookedLines,
  linesTotal,
  managerChoices,
  toggleManagerSlot,
  toggleVenueSlot,
} from './bookingSelection';

const day = { year: 2031, month: 6, day: 2 };
const slot = (id: string, title: string, startTime: string, price: number): Slot => ({
  id,
  title,
  type: 'Any',
  startTime,
  endTime: '11:00 PM',
  price,
  availableTill: day,
  recurring: false,
});
const entry = (slots: Slot[]) => ({
  id: '2031-06-02',
  startDate: day,
  day: 'Monday' as const,
  dayNumber: 2 as const,
  slots,
});

const venue = {
  id: 'v1',
  venueName: 'Camden Dance Hall',
  seats: 120,
  availability: [
    entry([
      slot('evening', 'Evening Hall Hire', '6:00 PM', 150),
      slot('afternoon', 'Afternoon Studio', '1:00 PM', 80),
    ]),
  ],
} as VenueListing;
const marco = { id: 'm1', name: 'Marco Manager' } as PublicProfile;

describe('booking selection', () => {
  it('picks slots of one venue; a slot of another venue starts over; the last untick clears it', () => {
    let choice = toggleVenueSlot(null, 'v1', 'evening');
    choice = toggleVenueSlot(choice, 'v1', 'afternoon');
    expect(choice).toEqual({ venueId: 'v1', slotIds: ['evening', 'afternoon'] });
    expect(toggleVenueSlot(choice, 'v2', 'morning')).toEqual({ venueId: 'v2', slotIds: ['morning'] });
    expect(toggleVenueSlot({ venueId: 'v1', slotIds: ['evening'] }, 'v1', 'evening')).toBeNull();
  });

  it('picks slots of several managers and sends only those with a slot', () => {
    let picks = toggleManagerSlot({}, 'm1', { entryId: '2031-06-02', slotId: 'salsa' });
    picks = toggleManagerSlot(picks, 'm2', { entryId: '2031-05-26', slotId: 'class' });
    picks = toggleManagerSlot(picks, 'm2', { entryId: '2031-05-26', slotId: 'class' });
    expect(picks).toEqual({ m1: [{ entryId: '2031-06-02', slotId: 'salsa' }] });
    expect(managerChoices(picks)).toEqual([
      { managerId: 'm1', slots: [{ entryId: '2031-06-02', slotId: 'salsa' }] },
    ]);
  });

  it('lists the chosen slots with their stored prices and totals them in pence', () => {
    const lines = bookedLines(
      day,
      { venueId: 'v1', slotIds: ['evening'] },
      { m1: [{ entryId: '2031-06-02', slotId: 'salsa' }] },
      {
        venues: [venue],
        venueBookings: {},
        managers: [marco],
        availability: { m1: [entry([slot('salsa', 'Salsa Social Evening', '7:00 PM', 45.1)])] },
        managerBookings: {},
      },
    );
    expect(lines.map((line) => [line.party, line.title, line.price])).toEqual([
      ['Camden Dance Hall', 'Evening Hall Hire', 150],
      ['Marco Manager', 'Salsa Social Evening', 45.1],
    ]);
    expect(linesTotal(lines)).toBe(195.1);
  });
});

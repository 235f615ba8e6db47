import { describe, expect, it } from 'vitest';
import { availabilityEntryOf, calendarDateOf, slotOf } from './availability.parse';

const monday = { year: 2030, month: 6, day: 3 };

describe('availability as stored', () => {
  it('reads a well-formed entry as it is, the document id first', () => {
    const slot = {
      id: 's1',
      title: 'Salsa Social',
      type: 'For Venue',
      startTime: '7:00 PM',
      endTime: '9:00 PM',
      price: 40,
      availableTill: { year: 2030, month: 7, day: 1 },
      recurring: true,
    };
    expect(
      availabilityEntryOf(
        { id: 'ignored', startDate: monday, day: 'Monday', dayNumber: 2, slots: [slot], createdAt: 1 },
        '2030-06-03',
      ),
    ).toEqual({
      id: '2030-06-03',
      startDate: monday,
      day: 'Monday',
      dayNumber: 2,
      slots: [slot],
    });
  });

  it('degrades malformed fields to harmless values instead of failing', () => {
    expect(calendarDateOf({ year: '2030', month: 'June', day: null })).toEqual({
      year: 2030,
      month: 0,
      day: 0,
    });
    expect(slotOf({ id: 7, type: 'Party', price: 'lots', recurring: 'yes' }, monday)).toEqual({
      id: '',
      title: '',
      type: 'Any',
      startTime: '',
      endTime: '',
      price: 0,
      availableTill: monday,
      recurring: false,
    });
    const entry = availabilityEntryOf({ startDate: monday, day: 'Funday', slots: 'none' });
    expect(entry).toEqual({ id: '2030-06-03', startDate: monday, day: 'Monday', dayNumber: 2, slots: [] });
    expect(availabilityEntryOf(null).slots).toEqual([]);
  });
});

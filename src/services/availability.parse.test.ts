import { describe, expect, it } from 'vitest';
import { availabilityEntriesOf, availabilityEntryOf, calendarDateOf, slotOf } from './availability.parse';

const monday = { year: 2030, month: 6, day: 3 };
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

describe('availability as stored', () => {
  it('reads a well-formed entry as it is, the document id first', () => {
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

  it('reads a slot without a valid-until date as lasting its start date alone', () => {
    const { availableTill: _, ...undated } = slot;
    expect(slotOf(undated, monday)).toEqual({ ...slot, availableTill: monday });
  });

  it('leaves out a malformed slot instead of failing or offering it', () => {
    expect(slotOf({ id: 7, type: 'Party', price: 'lots', recurring: 'yes' }, monday)).toBeNull();
    expect(slotOf({ ...slot, price: 0 }, monday)).toBeNull();
    expect(slotOf({ ...slot, endTime: '7:15 PM' }, monday)).toBeNull();
    expect(slotOf(null, monday)).toBeNull();
    const entry = availabilityEntryOf({
      startDate: monday,
      slots: [slot, { ...slot, id: 'x', title: '' }, 'junk'],
    });
    expect(entry.slots).toEqual([slot]);
  });

  it('degrades a malformed entry to harmless values instead of failing', () => {
    expect(calendarDateOf({ year: '2030', month: 'June', day: null })).toEqual({
      year: 2030,
      month: 0,
      day: 0,
    });
    const entry = availabilityEntryOf({ startDate: monday, day: 'Funday', slots: 'none' });
    expect(entry).toEqual({ id: '2030-06-03', startDate: monday, day: 'Monday', dayNumber: 2, slots: [] });
    expect(availabilityEntryOf(null).slots).toEqual([]);
  });

  it("reads a venue's list, leaving out entries without a real start day", () => {
    const entries = availabilityEntriesOf([
      { startDate: monday, slots: [slot] },
      { startDate: { year: 2030, month: 2, day: 30 }, slots: [slot] },
      { startDate: 'monday', slots: [slot] },
      null,
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(['2030-06-03']);
    expect(availabilityEntriesOf('none')).toEqual([]);
  });
});

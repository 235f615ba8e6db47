import { describe, expect, it } from 'vitest';
import {
  availableTill,
  buildEntry,
  compareSlotTimes,
  endTimeOptions,
  entryIdOf,
  isBookedFrom,
  isOfferedFrom,
  isSlotFree,
  isSlotType,
  isValidSlotTimes,
  lowestSlotPrice,
  mergeEntry,
  mergeSlots,
  MAX_SLOTS_PER_ENTRY,
  overfullDates,
  slotOccursOn,
  slotRoomOn,
  slotsOn,
  startingFrom,
  startTimeOptions,
  withoutSlot,
  type NewSlot,
  type Slot,
} from './slots';

const d = (year: number, month: number, day: number) => ({ year, month, day });

function slot(overrides: Partial<Slot> = {}): Slot {
  return {
    id: 's1',
    title: 'Evening',
    type: 'Any',
    startTime: '7:00 PM',
    endTime: '9:00 PM',
    price: 40,
    availableTill: d(2025, 6, 2),
    recurring: false,
    ...overrides,
  };
}

describe('slot times', () => {
  it('offers quarter-hour starts from midnight to 11:15 PM', () => {
    const starts = startTimeOptions();
    expect(starts[0]).toBe('12:00 AM');
    expect(starts[1]).toBe('12:15 AM');
    expect(starts.at(-1)).toBe('11:15 PM');
    expect(starts).toHaveLength(94);
    expect(starts).toContain('12:00 PM');
  });

  it('offers ends from 30 minutes after the start, in quarter hours', () => {
    expect(endTimeOptions('10:00 PM')).toEqual([
      '10:30 PM',
      '10:45 PM',
      '11:00 PM',
      '11:15 PM',
      '11:30 PM',
      '11:45 PM',
    ]);
    expect(endTimeOptions('11:30 AM').slice(0, 3)).toEqual(['12:00 PM', '12:15 PM', '12:30 PM']);
    expect(endTimeOptions('12:00 AM')[0]).toBe('12:30 AM');
  });

  it('offers no end for a start too late in the day, 11:45 PM + 30 minutes being tomorrow', () => {
    expect(endTimeOptions('11:45 PM')).toEqual([]);
    expect(endTimeOptions('11:30 PM')).toEqual([]);
    expect(endTimeOptions('11:15 PM')).toEqual(['11:45 PM']);
    expect(endTimeOptions('')).toEqual([]);
  });

  it('accepts an end at least 30 minutes after the start on the 15-minute grid', () => {
    expect(isValidSlotTimes('7:00 PM', '7:30 PM')).toBe(true);
    expect(isValidSlotTimes('11:45 AM', '12:15 PM')).toBe(true);
    expect(isValidSlotTimes('12:00 AM', '11:45 PM')).toBe(true);
  });

  it('rejects short, reversed, off-grid, overnight and unreadable times', () => {
    expect(isValidSlotTimes('7:00 PM', '7:15 PM')).toBe(false);
    expect(isValidSlotTimes('7:00 PM', '6:00 PM')).toBe(false);
    expect(isValidSlotTimes('7:10 PM', '8:00 PM')).toBe(false);
    expect(isValidSlotTimes('11:45 PM', '12:15 AM')).toBe(false);
    expect(isValidSlotTimes('19:00', '20:00')).toBe(false);
  });

  it('orders slots by start, then end', () => {
    const slots = [
      slot({ startTime: '1:00 PM', endTime: '3:00 PM' }),
      slot({ startTime: '9:00 AM' }),
      slot({ startTime: '1:00 PM', endTime: '2:00 PM' }),
    ];
    expect(slots.sort(compareSlotTimes).map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      '9:00 AM-9:00 PM',
      '1:00 PM-2:00 PM',
      '1:00 PM-3:00 PM',
    ]);
  });

  it('knows the slot types', () => {
    expect(isSlotType('For Venue')).toBe(true);
    expect(isSlotType('For Private')).toBe(true);
    expect(isSlotType('Any')).toBe(true);
    expect(isSlotType('any')).toBe(false);
  });
});

describe('availableTill', () => {
  it('defaults to the start date unless the slot recurs with an until date', () => {
    expect(availableTill(d(2025, 6, 2), false, null)).toEqual(d(2025, 6, 2));
    expect(availableTill(d(2025, 6, 2), false, d(2025, 7, 1))).toEqual(d(2025, 6, 2));
    expect(availableTill(d(2025, 6, 2), true, null)).toEqual(d(2025, 6, 2));
    expect(availableTill(d(2025, 6, 2), true, d(2025, 7, 1))).toEqual(d(2025, 7, 1));
  });
});

describe('entries', () => {
  it('builds an entry keyed by its start date, with the weekday derived', () => {
    expect(buildEntry(d(2025, 6, 2), [slot()])).toEqual({
      id: '2025-06-02',
      startDate: d(2025, 6, 2),
      day: 'Monday',
      dayNumber: 2,
      slots: [slot()],
    });
    expect(entryIdOf(d(2026, 1, 4))).toBe('2026-01-04');
  });

  it('merges slots into an entry with the same start date', () => {
    const entries = [
      buildEntry(d(2025, 6, 2), [slot({ id: 'a' })]),
      buildEntry(d(2025, 6, 9), [slot({ id: 'b' })]),
    ];
    const merged = mergeEntry(entries, buildEntry(d(2025, 6, 2), [slot({ id: 'c', price: 10 })]));
    expect(merged).toHaveLength(2);
    expect(merged[0].slots.map((s) => s.id)).toEqual(['a', 'c']);
    expect(merged[1]).toBe(entries[1]);
  });

  it('adds an entry for a new start date in date order', () => {
    const entries = [buildEntry(d(2025, 6, 9), [slot({ id: 'b' })])];
    const merged = mergeEntry(entries, buildEntry(d(2025, 6, 2), [slot({ id: 'a' })]));
    expect(merged.map((entry) => entry.id)).toEqual(['2025-06-02', '2025-06-09']);
  });

  it('merges slots without ids (drafts) by appending them all', () => {
    const draft: NewSlot = { ...slot() };
    delete (draft as Partial<Slot>).id;
    const entries = [{ startDate: d(2025, 6, 2), slots: [draft] }];
    expect(mergeEntry(entries, { startDate: d(2025, 6, 2), slots: [draft] })[0].slots).toHaveLength(2);
  });

  it('does not duplicate a slot id already present', () => {
    expect(
      mergeSlots([slot({ id: 'a' })], [slot({ id: 'a', price: 1 }), slot({ id: 'b' })]).map((s) => s.id),
    ).toEqual(['a', 'b']);
  });
});

describe('startingFrom', () => {
  it('is the lowest slot price across all entries', () => {
    const entries = [
      buildEntry(d(2025, 6, 2), [slot({ price: 40 }), slot({ price: 25 })]),
      buildEntry(d(2025, 6, 9), [slot({ price: 30 })]),
    ];
    expect(startingFrom(entries)).toBe(25);
  });

  it('is 0 when there are no slots', () => {
    expect(startingFrom([])).toBe(0);
    expect(startingFrom([buildEntry(d(2025, 6, 2), [])])).toBe(0);
    expect(lowestSlotPrice([])).toBe(0);
  });

  it('keeps fractional prices', () => {
    expect(lowestSlotPrice([{ price: 12.5 }, { price: 12.75 }])).toBe(12.5);
  });
});

describe('occurrences', () => {
  const start = d(2025, 12, 22);
  const weekly = slot({
    id: 'weekly',
    recurring: true,
    availableTill: d(2026, 1, 12),
    startTime: '8:00 PM',
    endTime: '10:00 PM',
  });
  const once = slot({
    id: 'once',
    recurring: false,
    availableTill: start,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
  });
  const entry = buildEntry(start, [weekly, once]);

  it('offers every slot on the start date, ordered by time', () => {
    expect(slotsOn(entry, start).map((s) => s.id)).toEqual(['once', 'weekly']);
  });

  it('repeats a recurring slot weekly across the year end up to availableTill', () => {
    expect(slotsOn(entry, d(2025, 12, 29)).map((s) => s.id)).toEqual(['weekly']);
    expect(slotsOn(entry, d(2026, 1, 12)).map((s) => s.id)).toEqual(['weekly']);
    expect(slotsOn(entry, d(2026, 1, 19))).toEqual([]);
  });

  it('offers nothing on other weekdays or before the start', () => {
    expect(slotsOn(entry, d(2025, 12, 23))).toEqual([]);
    expect(slotsOn(entry, d(2025, 12, 15))).toEqual([]);
  });

  it('does not repeat a slot that is not recurring, whatever its availableTill', () => {
    expect(slotOccursOn(start, { recurring: false, availableTill: d(2026, 1, 12) }, d(2025, 12, 29))).toBe(
      false,
    );
  });

  it('repeats over the daylight-saving change at the end of March', () => {
    const march = { recurring: true, availableTill: d(2025, 4, 14) };
    expect(slotOccursOn(d(2025, 3, 24), march, d(2025, 3, 31))).toBe(true);
    expect(slotOccursOn(d(2025, 3, 24), march, d(2025, 4, 1))).toBe(false);
  });
});

describe('bookings', () => {
  const bookings = { '2025-06-02': ['a', 'b'], '2025-06-09': ['c'] };

  it('says a slot is free unless booked on that date', () => {
    expect(isSlotFree(bookings, d(2025, 6, 2), 'a')).toBe(false);
    expect(isSlotFree(bookings, d(2025, 6, 2), 'c')).toBe(true);
    expect(isSlotFree(bookings, d(2025, 6, 9), 'c')).toBe(false);
    expect(isSlotFree(bookings, d(2025, 6, 16), 'a')).toBe(true);
    expect(isSlotFree(undefined, d(2025, 6, 2), 'a')).toBe(true);
    expect(isSlotFree({}, d(2025, 6, 2), 'a')).toBe(true);
  });

  it('finds bookings of a slot on or after a date', () => {
    expect(isBookedFrom(bookings, 'a', d(2025, 6, 2))).toBe(true);
    expect(isBookedFrom(bookings, 'a', d(2025, 6, 3))).toBe(false);
    expect(isBookedFrom(bookings, 'c', d(2025, 6, 3))).toBe(true);
    expect(isBookedFrom(null, 'c', d(2025, 6, 3))).toBe(false);
  });
});

describe('the slots-per-date cap', () => {
  const monday = d(2030, 6, 3);
  const tuesday = d(2030, 6, 4);
  const slots = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => slot({ id: `${prefix}${i}` }));

  it('counts the room left on a date across every entry for it', () => {
    expect(slotRoomOn([], monday)).toBe(MAX_SLOTS_PER_ENTRY);
    const entries = [
      { startDate: monday, slots: slots('a', 4) },
      { startDate: tuesday, slots: slots('b', 9) },
      { startDate: monday, slots: slots('c', 3) },
    ];
    expect(slotRoomOn(entries, monday)).toBe(3);
    expect(slotRoomOn(entries, tuesday)).toBe(1);
    expect(slotRoomOn([{ startDate: monday, slots: slots('a', 12) }], monday)).toBe(0);
  });

  it('allows exactly the cap on a date, stored and added together', () => {
    expect(
      overfullDates(
        [{ startDate: monday, slots: slots('s', 6) }],
        [{ startDate: monday, slots: slots('n', 4) }],
      ),
    ).toEqual([]);
  });

  it('finds a date that stored and added slots together would take past the cap', () => {
    const stored = [
      { startDate: monday, slots: slots('s', 6) },
      { startDate: tuesday, slots: slots('t', 2) },
    ];
    expect(
      overfullDates(stored, [
        { startDate: monday, slots: slots('n', 5) },
        { startDate: tuesday, slots: slots('u', 5) },
      ]),
    ).toEqual([monday]);
  });

  it('finds a date that two additions for it take past the cap, with nothing stored', () => {
    expect(
      overfullDates(
        [],
        [
          { startDate: tuesday, slots: slots('a', 6) },
          { startDate: tuesday, slots: slots('b', 6) },
        ],
      ),
    ).toEqual([tuesday]);
  });

  it('counts a slot already stored under its id once, as a retried save merges it', () => {
    const stored = [{ startDate: monday, slots: slots('s', 8) }];
    expect(
      overfullDates(stored, [{ startDate: monday, slots: [...slots('s', 8), ...slots('n', 2)] }]),
    ).toEqual([]);
  });

  it('lists every overfull date in date order', () => {
    const additions = [
      { startDate: tuesday, slots: slots('a', 11) },
      { startDate: monday, slots: slots('b', 11) },
    ];
    expect(overfullDates([], additions)).toEqual([monday, tuesday]);
  });
});

describe('withoutSlot', () => {
  const monday = { startDate: d(2030, 6, 3), slots: [slot({ id: 'a' }), slot({ id: 'b' })] };
  const tuesday = { startDate: d(2030, 6, 4), slots: [slot({ id: 'a' })] };

  it("removes the slot from its date's entry only", () => {
    expect(withoutSlot([monday, tuesday], '2030-06-03', 'a')).toEqual([
      { ...monday, slots: [monday.slots[1]] },
      tuesday,
    ]);
  });

  it('drops an entry left without slots', () => {
    expect(withoutSlot([monday, tuesday], '2030-06-04', 'a')).toEqual([monday]);
  });

  it('leaves the entries alone for an unknown slot or date', () => {
    expect(withoutSlot([monday], '2030-06-03', 'zzz')).toEqual([monday]);
    expect(withoutSlot([monday], '2030-06-05', 'a')).toEqual([monday]);
  });
});

describe('isOfferedFrom', () => {
  const today = d(2030, 6, 10);

  it('keeps an entry that starts today or later', () => {
    expect(isOfferedFrom({ startDate: d(2030, 6, 10), slots: [slot()] }, today)).toBe(true);
    expect(isOfferedFrom({ startDate: d(2030, 7, 1), slots: [slot()] }, today)).toBe(true);
  });

  it('keeps a past entry while one of its slots repeats until today or later', () => {
    const weekly = slot({ recurring: true, availableTill: d(2030, 6, 10) });
    expect(isOfferedFrom({ startDate: d(2030, 5, 6), slots: [slot(), weekly] }, today)).toBe(true);
  });

  it('drops a past entry whose slots have all ended, or whose valid-until date does not repeat', () => {
    const ended = slot({ recurring: true, availableTill: d(2030, 6, 9) });
    const once = slot({ recurring: false, availableTill: d(2030, 12, 31) });
    expect(isOfferedFrom({ startDate: d(2030, 5, 6), slots: [ended, once] }, today)).toBe(false);
  });
});

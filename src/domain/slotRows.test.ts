import { describe, expect, it } from 'vitest';
import { datedSlots, type SlotEntry } from './slotRows';
import type { Slot } from './slots';

const d = (year: number, month: number, day: number) => ({ year, month, day });

function slot(id: string, startTime: string, endTime: string, overrides: Partial<Slot> = {}): Slot {
  return {
    id,
    title: id,
    type: 'Any',
    startTime,
    endTime,
    price: 40,
    availableTill: d(2031, 6, 2),
    recurring: false,
    ...overrides,
  };
}

/** Monday 2 June 2031: a one-off evening and a morning repeated weekly until 30 June 2031. */
const monday: SlotEntry = {
  id: '2031-06-02',
  startDate: d(2031, 6, 2),
  slots: [
    slot('evening', '7:00 PM', '10:00 PM'),
    slot('morning', '9:00 AM', '11:00 AM', { recurring: true, availableTill: d(2031, 6, 30) }),
  ],
};
/** Sunday 1 June 2031, stored before Monday's entry, with two slots starting together. */
const sunday: SlotEntry = {
  id: '2031-06-01',
  startDate: d(2031, 6, 1),
  slots: [slot('long', '1:00 PM', '5:00 PM'), slot('short', '1:00 PM', '2:00 PM')],
};

const summary = (rows: ReturnType<typeof datedSlots>) =>
  rows.map((row) => `${row.entryId} ${row.date.year}-${row.date.month}-${row.date.day} ${row.slot.id}`);

describe('datedSlots', () => {
  it('without a date, lists every slot on its start date, by date and then by start and end time', () => {
    expect(summary(datedSlots([monday, sunday]))).toEqual([
      '2031-06-01 2031-6-1 short',
      '2031-06-01 2031-6-1 long',
      '2031-06-02 2031-6-2 morning',
      '2031-06-02 2031-6-2 evening',
    ]);
  });

  it('with a date, lists only the slots offered that day, weekly repeats included, dated that day', () => {
    expect(summary(datedSlots([monday, sunday], d(2031, 6, 16)))).toEqual(['2031-06-02 2031-6-16 morning']);
    expect(summary(datedSlots([monday, sunday], d(2031, 6, 2)))).toEqual([
      '2031-06-02 2031-6-2 morning',
      '2031-06-02 2031-6-2 evening',
    ]);
    expect(datedSlots([monday], d(2031, 6, 17))).toEqual([]);
    expect(datedSlots([monday], d(2031, 7, 7))).toEqual([]);
  });

  it("gives a draft without an id the id of its start date's entry", () => {
    const draft = { startDate: d(2031, 6, 3), slots: [slot('draft', '6:00 PM', '7:00 PM')] };
    expect(datedSlots([draft])).toEqual([
      { entryId: '2031-06-03', date: d(2031, 6, 3), slot: draft.slots[0] },
    ]);
  });

  it('lists nothing for no entries or empty ones', () => {
    expect(datedSlots([])).toEqual([]);
    expect(datedSlots([{ startDate: d(2031, 6, 3), slots: [] }])).toEqual([]);
  });
});

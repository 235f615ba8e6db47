import { describe, expect, it } from 'vitest';
import {
  featuredLeft,
  freeChosen,
  hasSlotOn,
  seatLimit,
  slotChoicesOn,
  ticketsTotal,
  totalPence,
  totalPounds,
  utcMidnightMs,
} from './bookingChoices';
import type { Slot } from './slots';

const day = (month: number, dayOfMonth: number) => ({ year: 2031, month, day: dayOfMonth });

function slot(overrides: Partial<Slot> = {}): Slot {
  return {
    id: 'evening',
    title: 'Evening Hall Hire',
    type: 'Any',
    startTime: '6:00 PM',
    endTime: '11:00 PM',
    price: 150,
    availableTill: day(6, 2),
    recurring: false,
    ...overrides,
  };
}

// 2 June 2031 is a Monday; the weekly slots repeat every Monday up to 30 June.
const ENTRY = {
  id: '2031-06-02',
  startDate: day(6, 2),
  slots: [
    slot({ id: 'evening', recurring: true, availableTill: day(6, 30) }),
    slot({
      id: 'afternoon',
      title: 'Afternoon Studio',
      startTime: '1:00 PM',
      endTime: '5:00 PM',
      price: 80,
      recurring: true,
      availableTill: day(6, 30),
    }),
    slot({ id: 'once', title: 'One-off', startTime: '9:00 AM', endTime: '10:00 AM', price: 20 }),
  ],
};

describe('slotChoicesOn', () => {
  it('lists the slots on the start date by time, free or booked', () => {
    expect(slotChoicesOn([ENTRY], { '2031-06-02': ['afternoon'] }, day(6, 2))).toEqual([
      { entryId: '2031-06-02', slot: ENTRY.slots[2], free: true },
      { entryId: '2031-06-02', slot: ENTRY.slots[1], free: false },
      { entryId: '2031-06-02', slot: ENTRY.slots[0], free: true },
    ]);
  });

  it('includes weekly repeats but not one-off slots on a later week', () => {
    const choices = slotChoicesOn([ENTRY], { '2031-06-02': ['afternoon'] }, day(6, 16));
    expect(choices.map((choice) => [choice.slot.id, choice.free])).toEqual([
      ['afternoon', true],
      ['evening', true],
    ]);
  });

  it('offers nothing on other weekdays, after the last repeat or without a bookings map', () => {
    expect(slotChoicesOn([ENTRY], {}, day(6, 3))).toEqual([]);
    expect(slotChoicesOn([ENTRY], null, day(7, 7))).toEqual([]);
    expect(hasSlotOn([ENTRY], day(6, 9))).toBe(true);
    expect(hasSlotOn([ENTRY], day(6, 10))).toBe(false);
  });

  it('keeps only chosen slots that are still free', () => {
    const choices = slotChoicesOn([ENTRY], { '2031-06-09': ['evening'] }, day(6, 9));
    expect(freeChosen(choices, ['evening', 'afternoon', 'once'])).toEqual(['afternoon']);
  });
});

describe('sums', () => {
  it('adds prices in whole pence', () => {
    expect(totalPence([0.1, 0.2])).toBe(30);
    expect(totalPounds([150, 45.5, 0.1, 0.2])).toBe(195.8);
    expect(totalPounds([])).toBe(0);
  });

  it('counts the tickets of every package, an empty amount as none', () => {
    expect(ticketsTotal([{ ticketsAmmount: 20 }, { ticketsAmmount: '' }, { ticketsAmmount: 5 }])).toBe(25);
  });

  it('limits tickets to the required seats, and to the venue seats once a venue is chosen', () => {
    expect(seatLimit(100, null)).toBe(100);
    expect(seatLimit(100, 120)).toBe(100);
    expect(seatLimit(100, 60)).toBe(60);
  });

  it('counts the featured events left, never below none', () => {
    expect(featuredLeft(2, 0)).toBe(2);
    expect(featuredLeft(2, 3)).toBe(0);
    expect(featuredLeft(undefined, undefined)).toBe(0);
  });

  it('stores the day as its UTC midnight', () => {
    expect(utcMidnightMs(day(6, 2))).toBe(Date.UTC(2031, 5, 2));
  });
});

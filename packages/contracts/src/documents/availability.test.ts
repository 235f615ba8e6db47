import { describe, expect, it } from 'vitest';
import { check } from '../callables/define';
import { saveVenueAvailability } from '../callables/saveVenueAvailability';
import { addDays, parseDateKey } from '../time';
import { venueAvailability } from './availability';

const slot = (overrides: Record<string, unknown> = {}) => ({
  id: '0b6c7c1e-2b1a-4c59-9a3e-0f1d2c3b4a59',
  title: 'Evening Hall Hire',
  type: 'Any',
  startTime: '6:00 PM',
  endTime: '11:00 PM',
  price: 150,
  availableTill: { year: 2030, month: 1, day: 7 },
  recurring: false,
  ...overrides,
});

/** An entry as the venue wizard stores it (src/domain/slots.ts buildEntry); 2030-01-07 is a Monday. */
const entry = (slots: unknown[] = [slot()], overrides: Record<string, unknown> = {}) => ({
  id: '2030-01-07',
  startDate: { year: 2030, month: 1, day: 7 },
  day: 'Monday',
  dayNumber: 2,
  slots,
  ...overrides,
});

const parse = (value: unknown) => check(venueAvailability, value);
const detailOf = (value: unknown): string => {
  const result = parse(value);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.reason).toBe('request');
  return String(result.params.detail);
};

describe('saveVenueAvailability request', () => {
  it('takes the venue id and the list', () => {
    expect(check(saveVenueAvailability.request, { venueId: 'v1', availability: [] })).toEqual({
      ok: true,
      value: { venueId: 'v1', availability: [] },
    });
  });

  it.each([
    [null],
    ['v1'],
    [{ availability: [] }],
    [{ venueId: '', availability: [] }],
    [{ venueId: 'a/b', availability: [] }],
    [{ venueId: 7, availability: [] }],
  ])('refuses %j as availabilityRequestInvalid', (data) => {
    expect(check(saveVenueAvailability.request, data)).toMatchObject({
      ok: false,
      reason: 'availabilityRequestInvalid',
    });
  });

  it('words a problem of the list with its place in the request', () => {
    expect(
      check(saveVenueAvailability.request, { venueId: 'v1', availability: [entry([slot({ price: 0 })])] }),
    ).toEqual({
      ok: false,
      reason: 'request',
      params: { detail: 'availability.0.slots.0.price: needs a price from 1 to 1,000,000' },
    });
  });
});

describe('venue availability accepts', () => {
  it('what the venue form produces, unchanged', () => {
    const form = [
      entry([
        slot(),
        slot({
          id: '5f7a2c9e-1111-4a2b-8c3d-222233334444',
          title: 'Afternoon Studio',
          type: 'For Private',
          startTime: '1:00 PM',
          endTime: '1:30 PM',
          price: 12.5,
          availableTill: { year: 2030, month: 3, day: 25 },
          recurring: true,
        }),
      ]),
      entry(
        [
          slot({
            id: 'x1',
            type: 'For Venue',
            startTime: '12:00 AM',
            endTime: '11:45 PM',
            availableTill: { year: 2030, month: 1, day: 12 },
          }),
        ],
        { id: '2030-01-12', startDate: { year: 2030, month: 1, day: 12 }, day: 'Saturday', dayNumber: 7 },
      ),
    ];
    expect(parse(form)).toEqual({ ok: true, value: form });
  });

  it('an entry without id or weekday, adding them from its date', () => {
    const result = parse([
      {
        startDate: { year: 2030, month: 3, day: 2 },
        slots: [slot({ availableTill: { year: 2030, month: 3, day: 2 } })],
      },
    ]);
    expect(result.ok && result.value[0]).toMatchObject({ id: '2030-03-02', day: 'Saturday', dayNumber: 7 });
  });

  it('an empty list, the limits exactly, and a start in the past (an edit keeps old entries)', () => {
    expect(parse([])).toEqual({ ok: true, value: [] });
    const tenSlots = Array.from({ length: 10 }, (_, i) => slot({ id: `s${i}` }));
    expect(parse([entry(tenSlots)]).ok).toBe(true);
    const sixty = Array.from({ length: 60 }, (_, i) => {
      const start = parseDateKey(addDays('2029-12-01', i));
      return { startDate: start, slots: [slot({ id: `e${i}`, availableTill: start })] };
    });
    expect(parse(sixty).ok).toBe(true);
    expect(parse([entry([slot({ title: 't'.repeat(100), price: 1_000_000 })])]).ok).toBe(true);
    const past = {
      startDate: { year: 2020, month: 1, day: 6 },
      slots: [slot({ availableTill: { year: 2020, month: 1, day: 6 } })],
    };
    expect(parse([past]).ok).toBe(true);
  });
});

describe('venue availability refuses', () => {
  it.each([
    ['a list that is not one', { entries: [] }, 'must be a list of entries'],
    [
      'a 900 KB title',
      [entry([slot({ title: 't'.repeat(900 * 1024) })])],
      '0.slots.0.title: needs a title of 1 to 100',
    ],
    ['a blank title', [entry([slot({ title: '  ' })])], 'title of 1 to 100'],
    ['price 0', [entry([slot({ price: 0 })])], '0.slots.0.price: needs a price from 1 to 1,000,000'],
    ["price 'lots'", [entry([slot({ price: 'lots' })])], 'price from 1'],
    ['price NaN', [entry([slot({ price: Number.NaN })])], 'price from 1'],
    ['a price above a million', [entry([slot({ price: 1_000_001 })])], 'price from 1'],
    // A booking and settlement must agree on the pence: GBP 1.005 was charged 100p and credited on 101p.
    [
      'a fraction of a penny',
      [entry([slot({ price: 1.005 })])],
      '0.slots.0.price: needs a price in pounds and whole pence',
    ],
    [
      'a time off the quarter hour',
      [entry([slot({ startTime: '6:10 PM' })])],
      "0.slots.0.startTime: needs a time like '7:00 PM'",
    ],
    ['a 24-hour time', [entry([slot({ endTime: '23:00' })])], "endTime: needs a time like '7:00 PM'"],
    [
      'an end before the start',
      [entry([slot({ startTime: '9:00 PM', endTime: '8:00 PM' })])],
      'endTime: must end at least 30 minutes',
    ],
    ['a 15-minute slot', [entry([slot({ startTime: '9:00 PM', endTime: '9:15 PM' })])], '30 minutes'],
    [
      'an unknown type',
      [entry([slot({ type: 'Everything' })])],
      'type: needs a type: For Venue, For Private, Any',
    ],
    ['a bad slot id', [entry([slot({ id: 'a/b' })])], 'id: needs an id'],
    ['a 65-character slot id', [entry([slot({ id: 'a'.repeat(65) })])], 'needs an id'],
    [
      'a slot id used in two entries',
      [
        entry([slot({ id: 'dup' })]),
        entry([slot({ id: 'dup', availableTill: { year: 2030, month: 1, day: 8 } })], {
          id: '2030-01-08',
          startDate: { year: 2030, month: 1, day: 8 },
          day: 'Tuesday',
          dayNumber: 3,
        }),
      ],
      '1.slots.0.id: slot id dup is used more than once',
    ],
    ['a slot id used twice in one entry', [entry([slot({ id: 'd' }), slot({ id: 'd' })])], 'more than once'],
    [
      'a start of 2030-02-30',
      [
        entry([slot()], {
          id: undefined,
          day: undefined,
          dayNumber: undefined,
          startDate: { year: 2030, month: 2, day: 30 },
        }),
      ],
      '0.startDate: is not a real calendar day',
    ],
    [
      'a start with a string year',
      [entry([slot()], { startDate: { year: '2030', month: 1, day: 7 } })],
      '0.startDate.year: must be a whole number',
    ],
    [
      'a start in year 99',
      [entry([slot()], { startDate: { year: 99, month: 1, day: 7 } })],
      'four-digit year',
    ],
    [
      'availableTill before the start',
      [entry([slot({ availableTill: { year: 2030, month: 1, day: 6 } })])],
      'availableTill: may not end before',
    ],
    [
      'availableTill 2030-02-30',
      [entry([slot({ availableTill: { year: 2030, month: 2, day: 30 } })])],
      'availableTill: is not a real calendar day',
    ],
    [
      'availableTill with an extra key',
      [entry([slot({ availableTill: { year: 2030, month: 2, day: 3, hour: 1 } })])],
      'availableTill: has unknown fields: hour',
    ],
    ['recurring as text', [entry([slot({ recurring: 'yes' })])], 'recurring true or false'],
    [
      'a weekday that is not the date',
      [entry([slot()], { day: 'Friday' })],
      '0.day: starts on 2030-01-07, a Monday',
    ],
    ['a day number that is not the date', [entry([slot()], { dayNumber: 1 })], 'day number 2'],
    [
      'an entry id that is not its date',
      [entry([slot()], { id: '2030-01-08' })],
      '0.id: is not its start date 2030-01-07',
    ],
    ['an entry without slots', [entry([])], '0.slots: needs 1 to 10 slots'],
    ['11 slots', [entry(Array.from({ length: 11 }, (_, i) => slot({ id: `s${i}` })))], '1 to 10 slots'],
    ['an unknown slot key', [entry([slot({ bookedBy: 'me' })])], '0.slots.0: has unknown fields: bookedBy'],
    ['a missing slot key', [entry([{ ...slot(), recurring: undefined }])], 'recurring true or false'],
    ['an unknown entry key', [entry([slot()], { createdAt: 1 })], '0: has unknown fields: createdAt'],
    ['an entry that is a string', ['2030-01-07'], '0: is not an availability entry'],
    ['a slot that is null', [entry([null])], '0.slots.0: is not a slot'],
    [
      'two entries on one date',
      [entry([slot({ id: 'a' })]), entry([slot({ id: 'b' })])],
      'two entries start on 2030-01-07',
    ],
  ])('%s', (_name, value, detail) => {
    expect(detailOf(value)).toContain(detail);
  });

  it('61 entries', () => {
    const list = Array.from({ length: 61 }, (_, i) => {
      const start = parseDateKey(addDays('2029-12-01', i));
      return { startDate: start, slots: [slot({ id: `e${i}`, availableTill: start })] };
    });
    expect(detailOf(list)).toBe('may hold at most 60 entries');
  });

  it('a huge unknown key without quoting it whole', () => {
    expect(detailOf([entry([slot({ ['k'.repeat(10_000)]: 1 })])]).length).toBeLessThan(200);
  });
});

import { describe, expect, it } from 'vitest';
import { demoVenues, demoVenueWeeklyEntry } from '../../../scripts/lib/demo-data.mjs';
import { addDays, parseDateKey } from '../bookings/calendar';
import {
  disturbedHeldSlots,
  parseSaveRequest,
  parseVenueAvailability,
  storedStartKeys,
  type VenueEntry,
} from './venueAvailability';

const TODAY = '2030-01-01';
const parse = (value: unknown, storedStarts?: Set<string>) =>
  parseVenueAvailability(value, { today: TODAY, storedStarts });

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

const refusal = (value: unknown, storedStarts?: Set<string>): string => {
  const result = parse(value, storedStarts);
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
};

describe('parseSaveRequest', () => {
  it('takes the venue id and leaves the list to the parser', () => {
    expect(parseSaveRequest({ venueId: 'v1', availability: [] })).toEqual({
      venueId: 'v1',
      availability: [],
    });
  });

  it.each([
    [null],
    ['v1'],
    [{ availability: [] }],
    [{ venueId: '' }],
    [{ venueId: 'a/b' }],
    [{ venueId: 7 }],
  ])('refuses %j', (data) => {
    expect(parseSaveRequest(data)).toBeNull();
  });
});

describe('parseVenueAvailability accepts', () => {
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
        {
          id: '2030-01-12',
          startDate: { year: 2030, month: 1, day: 12 },
          day: 'Saturday',
          dayNumber: 7,
        },
      ),
    ];
    const result = parse(form);
    expect(result).toEqual({ ok: true, entries: form });
  });

  it('what the seed writes (no entry id), adding the id', () => {
    const now = new Date(Date.UTC(2030, 0, 1, 12));
    const { entry: weekly } = demoVenueWeeklyEntry(now);
    const [{ venue }] = demoVenues(2029);
    const result = parseVenueAvailability([...venue.availability, weekly], { today: TODAY });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries.map((item) => item.id)).toEqual(['2030-03-02', '2030-01-01']);
    expect(result.entries[0]).toMatchObject({ day: 'Saturday', dayNumber: 7 });
    expect(result.entries[0].slots).toEqual(venue.availability[0].slots);
  });

  it('an empty list, the limits exactly, and a start in the past (an edit keeps old entries)', () => {
    expect(parse([])).toEqual({ ok: true, entries: [] });
    const tenSlots = Array.from({ length: 10 }, (_, i) => slot({ id: `s${i}` }));
    expect(parse([entry(tenSlots)]).ok).toBe(true);
    const sixty = Array.from({ length: 60 }, (_, i) => {
      const key = addDays('2029-12-01', i);
      const start = parseDateKey(key);
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

  it('a start up to 366 days ahead, and a later one the venue already has', () => {
    const at = (key: string) => {
      const start = parseDateKey(key);
      return [{ startDate: start, slots: [slot({ availableTill: start })] }];
    };
    expect(parse(at(addDays(TODAY, 366))).ok).toBe(true);
    expect(parse(at(addDays(TODAY, 367))).ok).toBe(false);
    expect(parse(at(addDays(TODAY, 367)), new Set([addDays(TODAY, 367)])).ok).toBe(true);
  });
});

describe('parseVenueAvailability refuses', () => {
  it.each([
    ['a list that is not one', { entries: [] }, 'availability must be a list of entries.'],
    ['a 900 KB title', [entry([slot({ title: 't'.repeat(900 * 1024) })])], 'title of 1 to 100'],
    ['a blank title', [entry([slot({ title: '  ' })])], 'title of 1 to 100'],
    ['price 0', [entry([slot({ price: 0 })])], 'price from 1 to 1,000,000'],
    ["price 'lots'", [entry([slot({ price: 'lots' })])], 'price from 1'],
    ['price NaN', [entry([slot({ price: Number.NaN })])], 'price from 1'],
    ['a price above a million', [entry([slot({ price: 1_000_001 })])], 'price from 1'],
    ['a time off the quarter hour', [entry([slot({ startTime: '6:10 PM' })])], "times like '7:00 PM'"],
    ['a 24-hour time', [entry([slot({ endTime: '23:00' })])], "times like '7:00 PM'"],
    ['an end before the start', [entry([slot({ startTime: '9:00 PM', endTime: '8:00 PM' })])], '30 minutes'],
    ['a 15-minute slot', [entry([slot({ startTime: '9:00 PM', endTime: '9:15 PM' })])], '30 minutes'],
    ['an unknown type', [entry([slot({ type: 'Everything' })])], 'needs a type'],
    ['a bad slot id', [entry([slot({ id: 'a/b' })])], 'needs an id'],
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
      'Slot id dup is used more than once.',
    ],
    ['a slot id used twice in one entry', [entry([slot({ id: 'd' }), slot({ id: 'd' })])], 'more than once'],
    [
      'a start in 9990',
      [
        {
          startDate: { year: 9990, month: 1, day: 2 },
          slots: [slot({ availableTill: { year: 9990, month: 1, day: 2 } })],
        },
      ],
      'The entry starting 9990-01-02 is more than a year ahead.',
    ],
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
      'real start date',
    ],
    [
      'a start with a string year',
      [entry([slot()], { startDate: { year: '2030', month: 1, day: 7 } })],
      'real start date',
    ],
    [
      'availableTill before the start',
      [entry([slot({ availableTill: { year: 2030, month: 1, day: 6 } })])],
      'may not end before',
    ],
    [
      'availableTill 2030-02-30',
      [entry([slot({ availableTill: { year: 2030, month: 2, day: 30 } })])],
      'real available-till date',
    ],
    [
      'availableTill with an extra key',
      [entry([slot({ availableTill: { year: 2030, month: 2, day: 3, hour: 1 } })])],
      'real available-till date',
    ],
    ['recurring as text', [entry([slot({ recurring: 'yes' })])], 'recurring true or false'],
    ['a weekday that is not the date', [entry([slot()], { day: 'Friday' })], 'a Monday'],
    ['a day number that is not the date', [entry([slot()], { dayNumber: 1 })], 'day number 2'],
    ['an entry id that is not its date', [entry([slot()], { id: '2030-01-08' })], 'id other than'],
    ['an entry without slots', [entry([])], '1 to 10 slots'],
    ['11 slots', [entry(Array.from({ length: 11 }, (_, i) => slot({ id: `s${i}` })))], '1 to 10 slots'],
    ['an unknown slot key', [entry([slot({ bookedBy: 'me' })])], 'unknown fields: bookedBy'],
    ['a missing slot key', [entry([{ ...slot(), recurring: undefined }])], 'recurring true or false'],
    ['an unknown entry key', [entry([slot()], { createdAt: 1 })], 'unknown fields: createdAt'],
    ['an entry that is a string', ['2030-01-07'], 'Entry 1 is not an availability entry.'],
    ['a slot that is null', [entry([null])], 'is not a slot'],
    [
      'two entries on one date',
      [entry([slot({ id: 'a' })]), entry([slot({ id: 'b' })])],
      'Two entries start on 2030-01-07',
    ],
  ])('%s', (_name, value, message) => {
    expect(refusal(value)).toContain(message);
  });

  it('61 entries', () => {
    const list = Array.from({ length: 61 }, (_, i) => {
      const start = parseDateKey(addDays('2029-12-01', i));
      return { startDate: start, slots: [slot({ id: `e${i}`, availableTill: start })] };
    });
    expect(refusal(list)).toBe('A venue has at most 60 availability entries.');
  });

  it('a huge unknown key without quoting it whole', () => {
    const message = refusal([entry([slot({ ['k'.repeat(10_000)]: 1 })])]);
    expect(message.length).toBeLessThan(200);
  });
});

describe('storedStartKeys', () => {
  it('reads the start dates of a stored list defensively', () => {
    expect(storedStartKeys([entry(), { startDate: 'nope' }, null])).toEqual(new Set(['2030-01-07']));
    expect(storedStartKeys(undefined)).toEqual(new Set());
  });
});

describe('disturbedHeldSlots', () => {
  const held = slot({ id: 'held', recurring: true, availableTill: { year: 2030, month: 2, day: 4 } });
  const free = slot({ id: 'free' });
  const stored = [entry([held, free])];
  const parsed = (value: unknown): VenueEntry[] => {
    const result = parse(value);
    if (!result.ok) throw new Error(result.message);
    return result.entries;
  };
  const orders = { '2030-01-14': { held: 'order-1' } };

  it('keeps an edit that leaves the held slot as it was, dropping or adding others', () => {
    expect(disturbedHeldSlots(orders, stored, parsed([entry([held])]), TODAY)).toEqual([]);
    expect(
      disturbedHeldSlots(orders, stored, parsed([entry([held, free, slot({ id: 'new' })])]), TODAY),
    ).toEqual([]);
  });

  it('refuses dropping the held slot or changing it in any way', () => {
    expect(disturbedHeldSlots(orders, stored, parsed([entry([free])]), TODAY)).toEqual(['held']);
    expect(disturbedHeldSlots(orders, stored, parsed([]), TODAY)).toEqual(['held']);
    for (const change of [
      { price: 151 },
      { startTime: '7:00 PM' },
      { title: 'Other' },
      { type: 'For Venue' },
      { availableTill: { year: 2030, month: 1, day: 7 } },
      { recurring: false },
    ])
      expect(disturbedHeldSlots(orders, stored, parsed([entry([{ ...held, ...change }])]), TODAY)).toEqual([
        'held',
      ]);
  });

  it('refuses moving the held slot to another start date', () => {
    const moved = entry([held], {
      id: '2030-01-08',
      startDate: { year: 2030, month: 1, day: 8 },
      day: 'Tuesday',
      dayNumber: 3,
    });
    expect(disturbedHeldSlots(orders, stored, parsed([moved]), TODAY)).toEqual(['held']);
  });

  it('ignores holds before today and held ids the stored list never had', () => {
    expect(disturbedHeldSlots({ '2029-12-31': { held: 'o' } }, stored, [], TODAY)).toEqual([]);
    expect(disturbedHeldSlots({ '2030-01-14': { ghost: 'o' } }, stored, [], TODAY)).toEqual([]);
  });

  it('counts a hold on today itself', () => {
    expect(disturbedHeldSlots({ [TODAY]: { held: 'o' } }, stored, [], TODAY)).toEqual(['held']);
  });
});

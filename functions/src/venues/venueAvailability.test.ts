import { describe, expect, it } from 'vitest';
import { venueAvailability } from '@gigvenue/contracts';
import { demoVenues, demoVenueWeeklyEntry } from '../../../scripts/lib/demo-data.mjs';
import { disturbedHeldSlots, startTooFarAhead, storedStartKeys, type VenueEntry } from './venueAvailability';

// The request's shape is the contract's (packages/contracts/src/documents/availability.test.ts); here, what depends
// on the stored venue and the clock.

const TODAY = '2030-01-01';
const parse = (value: unknown): VenueEntry[] => venueAvailability.parse(value);

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

describe('the venue availability schema', () => {
  it('takes what the seed writes (no entry id), adding the id', () => {
    const now = new Date(Date.UTC(2030, 0, 1, 12));
    const { entry: weekly } = demoVenueWeeklyEntry(now);
    const [{ venue }] = demoVenues(2029);
    const entries = parse([...venue.availability, weekly]);
    expect(entries.map((item) => item.id)).toEqual(['2030-03-02', '2030-01-01']);
    expect(entries[0]).toMatchObject({ day: 'Saturday', dayNumber: 7 });
    expect(entries[0].slots).toEqual(venue.availability[0].slots);
  });
});

describe('startTooFarAhead', () => {
  const at = (key: string) => {
    const [year, month, day] = key.split('-').map(Number);
    const start = { year, month, day };
    return parse([{ startDate: start, slots: [slot({ availableTill: start })] }]);
  };

  it('takes a start up to 366 days ahead, and a later one the venue already has', () => {
    expect(startTooFarAhead(at('2031-01-02'), TODAY, new Set())).toBeNull();
    expect(startTooFarAhead(at('2031-01-03'), TODAY, new Set())).toBe('2031-01-03');
    expect(startTooFarAhead(at('2031-01-03'), TODAY, new Set(['2031-01-03']))).toBeNull();
    expect(startTooFarAhead(at('9990-01-02'), TODAY, new Set())).toBe('9990-01-02');
  });

  it('takes a start in the past: an edit keeps the old entries', () => {
    expect(startTooFarAhead(at('2020-01-06'), TODAY, new Set())).toBeNull();
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
  const parsed = parse;
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

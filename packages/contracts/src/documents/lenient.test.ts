import { describe, expect, it } from 'vitest';
import {
  storedBookedSlot,
  storedCalendarDate,
  storedFlag,
  storedGeoPoint,
  storedList,
  storedMap,
  storedMapOrNull,
  storedNumber,
  storedReference,
  storedText,
  storedTextOr,
  storedTexts,
} from './lenient';

const ODD_VALUES = [undefined, null, true, 'x', 12, Number.NaN, [], {}, [1, 'a'], Symbol('odd'), 10n];

describe('lenient stored fields', () => {
  it('read a number as Number reads it, anything else as 0', () => {
    expect(storedNumber.parse(7.5)).toBe(7.5);
    expect(storedNumber.parse('12')).toBe(12);
    expect(storedNumber.parse(' 4 ')).toBe(4);
    expect(storedNumber.parse(10n)).toBe(10);
    expect(storedNumber.parse(null)).toBe(0);
    expect(storedNumber.parse([5])).toBe(5);
    for (const odd of [undefined, 'x', Number.NaN, Infinity, -Infinity, {}, Symbol('odd')])
      expect(storedNumber.parse(odd)).toBe(0);
  });

  it('read a string, anything else as the fallback', () => {
    expect(storedText.parse('Salsa')).toBe('Salsa');
    expect(storedText.parse('')).toBe('');
    for (const odd of ODD_VALUES.filter((value) => typeof value !== 'string'))
      expect(storedText.parse(odd)).toBe('');
    expect(storedTextOr('active').parse('completed')).toBe('completed');
    expect(storedTextOr('active').parse('')).toBe('active');
    expect(storedTextOr('active').parse(3)).toBe('active');
    expect(storedReference.parse('venue-1')).toBe('venue-1');
    for (const odd of ['', ...ODD_VALUES.filter((value) => typeof value !== 'string')])
      expect(storedReference.parse(odd)).toBeNull();
  });

  it('read true only when stored as true', () => {
    expect(storedFlag.parse(true)).toBe(true);
    for (const odd of [false, 'true', 1, undefined, null, {}]) expect(storedFlag.parse(odd)).toBe(false);
  });

  it("keep a list's strings and drop the rest", () => {
    expect(storedTexts.parse(['a', 1, null, 'b', {}])).toEqual(['a', 'b']);
    for (const odd of ODD_VALUES.filter((value) => !Array.isArray(value)))
      expect(storedTexts.parse(odd)).toEqual([]);
  });

  it('read a list item by item, anything but a list as []', () => {
    expect(storedList(storedNumber).parse([1, '2', 'x'])).toEqual([1, 2, 0]);
    expect(storedList(storedNumber).parse({ 0: 1 })).toEqual([]);
    expect(
      storedList(storedBookedSlot).parse([null, { id: 's', price: '3', startTime: 1, extra: true }]),
    ).toEqual([
      { id: '', startTime: '', endTime: '', price: 0 },
      { id: 's', startTime: '', endTime: '', price: 3 },
    ]);
  });

  it('read a map field by field, anything but a map as its defaults, and drop unknown fields', () => {
    const map = storedMap({ name: storedText, seats: storedNumber });
    expect(map.parse({ name: 'Hall', seats: '40', other: 1 })).toStrictEqual({ name: 'Hall', seats: 40 });
    for (const odd of ODD_VALUES) expect(map.parse(odd)).toStrictEqual({ name: '', seats: 0 });
    expect(storedCalendarDate.parse({ year: 2026, month: '5' })).toEqual({ year: 2026, month: 5, day: 0 });
  });

  it('read an optional map as null unless it is a map (a list reads as an empty map)', () => {
    const map = storedMapOrNull({ name: storedText });
    expect(map.parse({ name: 'Hall', other: 1 })).toStrictEqual({ name: 'Hall' });
    expect(map.parse({})).toStrictEqual({ name: '' });
    expect(map.parse([])).toStrictEqual({ name: '' });
    for (const odd of [undefined, null, 0, false, '', 'x', 3, Symbol('odd')])
      expect(map.parse(odd)).toBeNull();
  });

  it('read a point only when both coordinates are numbers', () => {
    expect(storedGeoPoint.parse({ latitude: 51.5, longitude: -0.1, accuracy: 3 })).toStrictEqual({
      latitude: 51.5,
      longitude: -0.1,
    });
    expect(storedGeoPoint.parse({ latitude: Number.NaN, longitude: 2 })).toStrictEqual({
      latitude: Number.NaN,
      longitude: 2,
    });
    for (const odd of [
      { latitude: '51.5', longitude: -0.1 },
      { latitude: 51.5 },
      [51.5, -0.1],
      ...ODD_VALUES,
    ])
      expect(storedGeoPoint.parse(odd)).toBeNull();
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { commitTimeOf, timestampOfRfc3339 } from './commitTime';

describe('timestampOfRfc3339', () => {
  it('keeps every digit of the fraction', () => {
    expect(timestampOfRfc3339('2026-11-25T12:38:01.123456Z')).toEqual(new Timestamp(1795610281, 123456000));
    expect(timestampOfRfc3339('2026-11-25T12:38:01.123456789Z')).toEqual(
      new Timestamp(1795610281, 123456789),
    );
    expect(timestampOfRfc3339('2026-11-25T12:38:01Z')).toEqual(new Timestamp(1795610281, 0));
  });

  it('reads an offset', () => {
    expect(timestampOfRfc3339('2026-11-25T13:38:01.5+01:00')).toEqual(new Timestamp(1795610281, 500000000));
  });

  it('reads another spelling of a time to the millisecond, and refuses what is no time at all', () => {
    expect(timestampOfRfc3339('Wed, 25 Nov 2026 12:38:01 GMT')).toEqual(new Timestamp(1795610281, 0));
    expect(() => timestampOfRfc3339('yesterday')).toThrow(/RFC 3339/);
  });
});

describe('commitTimeOf', () => {
  const updateTime = new Timestamp(1795610000, 1);

  it("is the written version's update time", () => {
    expect(commitTimeOf({ exists: true, updateTime }, '2026-11-25T12:38:01Z')).toBe(updateTime);
  });

  it("is the event's time for a deletion, which leaves no version", () => {
    expect(commitTimeOf({ exists: false }, '2026-11-25T12:38:01.000002Z')).toEqual(
      new Timestamp(1795610281, 2000),
    );
  });
});

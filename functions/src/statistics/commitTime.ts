import { Timestamp } from 'firebase-admin/firestore';

/**
 * An RFC 3339 time ('2026-11-25T12:38:01.123456789Z') as a Timestamp, to the nanosecond: a Cloud Event's time carries
 * microseconds, and rounding it to milliseconds could put a change committed just after a rebuild before it.
 */
export function timestampOfRfc3339(time: string): Timestamp {
  const match = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(time);
  const seconds = match ? Date.parse(`${match[1]}${match[3]}`) / 1000 : Number.NaN;
  if (match && Number.isFinite(seconds))
    return new Timestamp(seconds, Number((match[2] ?? '').padEnd(9, '0')));
  // Another spelling of a time still beats failing the trigger on every retry.
  const millis = Date.parse(time);
  if (!Number.isFinite(millis)) throw new Error(`Not an RFC 3339 time: ${time}`);
  return Timestamp.fromMillis(millis);
}

/** When a write was committed: the new version's update time, or for a deletion the event's time. */
export function commitTimeOf(
  after: { exists: boolean; updateTime?: Timestamp },
  eventTime: string,
): Timestamp {
  return after.exists && after.updateTime ? after.updateTime : timestampOfRfc3339(eventTime);
}

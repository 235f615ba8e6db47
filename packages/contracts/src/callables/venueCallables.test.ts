import { describe, expect, it } from 'vitest';
import { cancelEvent } from './cancelEvent';
import { check } from './define';
import { deleteAvailabilitySlot } from './deleteAvailabilitySlot';
import { deleteEvent } from './deleteEvent';
import { retryCancellationRefunds } from './retryCancellationRefunds';
import { toggleVenueSlot } from './toggleVenueSlot';

describe('the requests that name one event', () => {
  it.each([deleteEvent, cancelEvent, retryCancellationRefunds])('$name takes an event id', (callable) => {
    expect(check(callable.request, { eventId: 'evt-1_a' })).toEqual({
      ok: true,
      value: { eventId: 'evt-1_a' },
    });
  });

  it.each(
    [deleteEvent, cancelEvent, retryCancellationRefunds].flatMap((callable) =>
      [
        null,
        'evt-1',
        {},
        { eventId: '' },
        { eventId: 'a/b' },
        { eventId: 7 },
        { eventId: 'x'.repeat(129) },
      ].map((data) => [callable.name, callable, data] as const),
    ),
  )('%s refuses %j as eventIdRequired', (_name, callable, data) => {
    expect(check(callable.request, data)).toMatchObject({ ok: false, reason: 'eventIdRequired' });
  });

  it('cancelEvent takes a dry run as true or false only', () => {
    expect(check(cancelEvent.request, { eventId: 'e', dryRun: true })).toEqual({
      ok: true,
      value: { eventId: 'e', dryRun: true },
    });
    expect(check(cancelEvent.request, { eventId: 'e', dryRun: 'yes' })).toMatchObject({
      ok: false,
      reason: 'request',
    });
  });
});

describe('deleteAvailabilitySlot request', () => {
  it('accepts an owner, a YYYY-MM-DD entry id and a slot id', () => {
    const data = { ownerId: 'u1', entryId: '2030-06-03', slotId: 's1' };
    expect(check(deleteAvailabilitySlot.request, data)).toEqual({ ok: true, value: data });
  });

  it.each([
    [null],
    ['u1'],
    [{ ownerId: 'u1', entryId: '2030-6-3', slotId: 's1' }],
    [{ ownerId: 'u1', entryId: '2030-02-30', slotId: 's1' }],
    [{ ownerId: '', entryId: '2030-06-03', slotId: 's1' }],
    [{ ownerId: '  ', entryId: '2030-06-03', slotId: 's1' }],
    [{ ownerId: 'u1/x', entryId: '2030-06-03', slotId: 's1' }],
    [{ ownerId: 'u1', entryId: '2030-06-03', slotId: 7 }],
  ])('refuses %j as slotDeleteRequestInvalid', (data) => {
    expect(check(deleteAvailabilitySlot.request, data)).toMatchObject({
      ok: false,
      reason: 'slotDeleteRequestInvalid',
    });
  });
});

describe('toggleVenueSlot request', () => {
  it('accepts a venue id, a YYYY-MM-DD date and a slot id', () => {
    const data = { venueId: 'v1', date: '2030-01-07', slotId: 'a' };
    expect(check(toggleVenueSlot.request, data)).toEqual({ ok: true, value: data });
    expect(check(toggleVenueSlot.request, { ...data, date: '2028-02-29' }).ok).toBe(true);
  });

  it.each([
    [null],
    [{ venueId: 'v1', date: '7/1/2030', slotId: 'a' }],
    [{ venueId: 'v1', date: '2030-02-30', slotId: 'a' }],
    [{ venueId: 'v1', date: '2029-02-29', slotId: 'a' }],
    [{ venueId: 'v1', date: '2030-13-01', slotId: 'a' }],
    [{ venueId: 'v1', date: '2030-1-7', slotId: 'a' }],
    [{ venueId: '', date: '2030-01-07', slotId: 'a' }],
    [{ venueId: 'v1/x', date: '2030-01-07', slotId: 'a' }],
    [{ venueId: 'v1', date: '2030-01-07', slotId: 3 }],
    [{ venueId: 'v1', date: '2030-01-07', slotId: ' ' }],
  ])('refuses %j as toggleRequestInvalid', (data) => {
    expect(check(toggleVenueSlot.request, data)).toMatchObject({ ok: false, reason: 'toggleRequestInvalid' });
  });
});

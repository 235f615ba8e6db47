import { describe, expect, it } from 'vitest';
import { check } from './define';
import { checkInTicket } from './checkInTicket';

describe('checkInTicket request', () => {
  it('takes a scanned code or a typed id, upper-casing a typed sold-ticket id', () => {
    expect(
      check(checkInTicket.request, { eventId: 'evt-1', code: ' GV1.x ', requestId: 'r1', offline: true }),
    ).toEqual({
      ok: true,
      value: { eventId: 'evt-1', code: 'GV1.x', ticketId: null, requestId: 'r1', offline: true },
    });
    expect(
      check(checkInTicket.request, { eventId: 'evt-1', ticketId: ' a1b2c3d4e5f6a7b8c9d0 ', requestId: 'r1' }),
    ).toEqual({
      ok: true,
      value: {
        eventId: 'evt-1',
        code: null,
        ticketId: 'A1B2C3D4E5F6A7B8C9D0',
        requestId: 'r1',
        offline: false,
      },
    });
    expect(
      check(checkInTicket.request, { eventId: 'evt-1', ticketId: 'demo-event-1-ticket-2', requestId: 'r1' }),
    ).toMatchObject({ ok: true, value: { ticketId: 'demo-event-1-ticket-2' } });
  });

  it('reads a blank or null code or id as none given', () => {
    expect(
      check(checkInTicket.request, { eventId: 'evt-1', code: null, ticketId: 'T1', requestId: 'r1' }),
    ).toMatchObject({ ok: true, value: { code: null, ticketId: 'T1' } });
    expect(
      check(checkInTicket.request, { eventId: 'evt-1', code: 'GV1.x', ticketId: '  ', requestId: 'r1' }),
    ).toMatchObject({ ok: true, value: { code: 'GV1.x', ticketId: null } });
  });

  it.each([
    ['no payload', undefined, 'noEventDetails'],
    ['no event', { ticketId: 'T1', requestId: 'r1' }, 'noEventDetails'],
    ['an event id with a slash', { eventId: 'a/b', ticketId: 'T1', requestId: 'r1' }, 'noEventDetails'],
    ['no request id', { eventId: 'evt-1', ticketId: 'T1' }, 'requestIdInvalid'],
    ['neither code nor id', { eventId: 'evt-1', requestId: 'r1' }, 'scanOrTypeTicket'],
    ['a blank code and no id', { eventId: 'evt-1', code: '  ', requestId: 'r1' }, 'scanOrTypeTicket'],
    [
      'both code and id',
      { eventId: 'evt-1', code: 'GV1.x', ticketId: 'T1', requestId: 'r1' },
      'scanOrTypeTicket',
    ],
    ['a typed id with a slash', { eventId: 'evt-1', ticketId: 'a/b', requestId: 'r1' }, 'ticketNotFound'],
    ['a typed id that is a number', { eventId: 'evt-1', ticketId: 7, requestId: 'r1' }, 'ticketNotFound'],
    ['an over-long code', { eventId: 'evt-1', code: 'G'.repeat(401), requestId: 'r1' }, 'invalidTicketCode'],
  ])('refuses %s', (_name, data, reason) => {
    expect(check(checkInTicket.request, data)).toMatchObject({ ok: false, reason });
  });
});

import { describe, expect, it } from 'vitest';
import { decideCheckIn, ticketNamed, type CheckInRequest } from './checkInDecision';

const request = (overrides: Partial<CheckInRequest> = {}): CheckInRequest => ({
  eventId: 'evt-1',
  code: null,
  ticketId: 'A1B2C3D4E5F6A7B8C9D0',
  requestId: 'scan-1',
  offline: false,
  ...overrides,
});
const ticket = (data: Record<string, unknown> = {}) => ({
  exists: true,
  data: { eventId: 'evt-1', userName: 'Ben Buyer', ticketType: 'VIP', isCheckedIn: false, ...data },
});

describe('ticketNamed', () => {
  it('names the ticket of a verified code of this event, or of a typed id', () => {
    expect(
      ticketNamed(request({ code: 'GV1...', ticketId: null }), { ticketId: 'T1', eventId: 'evt-1' }),
    ).toEqual({ ticketId: 'T1' });
    expect(ticketNamed(request(), null)).toEqual({ ticketId: 'A1B2C3D4E5F6A7B8C9D0' });
  });

  it('refuses a code that did not verify, and one of another event', () => {
    expect(ticketNamed(request({ code: 'GV1...', ticketId: null }), null)).toMatchObject({
      refused: { message: 'Invalid ticket code.' },
    });
    expect(
      ticketNamed(request({ code: 'GV1...', ticketId: null }), { ticketId: 'T1', eventId: 'evt-2' }),
    ).toMatchObject({
      refused: { message: 'This ticket is for another event.' },
    });
  });
});

describe('decideCheckIn', () => {
  const now = Date.UTC(2030, 5, 1, 19);

  it('checks a ticket in with who, when and which request', () => {
    expect(decideCheckIn(request(), 'T1', ticket(), 'orla', now)).toEqual({
      result: {
        result: 'checkedIn',
        message: 'Checked In Successfully !...',
        ticket: { ticketId: 'T1', userName: 'Ben Buyer', ticketType: 'VIP' },
        checkedInAt: now,
        checkedInBy: 'orla',
      },
      write: { isCheckedIn: true, checkedInAt: now, checkedInBy: 'orla', checkInRequestId: 'scan-1' },
    });
  });

  it('answers a ticket already in with when and by whom, writing nothing', () => {
    const earlier = ticket({
      isCheckedIn: true,
      checkedInAt: now - 60_000,
      checkedInBy: 'marco',
      checkInRequestId: 'scan-0',
    });
    expect(decideCheckIn(request(), 'T1', earlier, 'orla', now)).toMatchObject({
      result: {
        result: 'alreadyCheckedIn',
        message: 'Already Checked In !...',
        checkedInAt: now - 60_000,
        checkedInBy: 'marco',
      },
      write: null,
    });
  });

  it('answers the request that checked the ticket in with its own success again', () => {
    const done = ticket({
      isCheckedIn: true,
      checkedInAt: now - 1000,
      checkedInBy: 'orla',
      checkInRequestId: 'scan-1',
    });
    expect(decideCheckIn(request(), 'T1', done, 'orla', now)).toMatchObject({
      result: { result: 'checkedIn', checkedInAt: now - 1000 },
      write: null,
    });
  });

  it('refuses a ticket whose card payment lapsed, but still tells a checked-in one it is in', () => {
    expect(decideCheckIn(request(), 'T1', ticket({ isPaid: false }), 'orla', now)).toEqual({
      refused: expect.objectContaining({ reason: 'ticketUnpaid', code: 'failed-precondition' }),
    });
    expect(
      decideCheckIn(request(), 'T1', ticket({ isPaid: false, isCheckedIn: true }), 'orla', now),
    ).toMatchObject({ result: { result: 'alreadyCheckedIn' }, write: null });
  });

  it('refuses a ticket whose card payment is disputed, and admits it again once the dispute is won', () => {
    expect(decideCheckIn(request(), 'T1', ticket({ disputed: true }), 'orla', now)).toEqual({
      refused: expect.objectContaining({ reason: 'ticketDisputed', code: 'failed-precondition' }),
    });
    expect(decideCheckIn(request(), 'T1', ticket({ disputed: false }), 'orla', now)).toMatchObject({
      result: { result: 'checkedIn' },
    });
  });

  it('refuses a missing ticket and one of another event', () => {
    expect(decideCheckIn(request(), 'T1', { exists: false, data: {} }, 'orla', now)).toMatchObject({
      refused: { message: 'Ticket not found.' },
    });
    expect(decideCheckIn(request(), 'T1', ticket({ eventId: 'evt-2' }), 'orla', now)).toMatchObject({
      refused: { message: 'This ticket is for another event.' },
    });
  });
});

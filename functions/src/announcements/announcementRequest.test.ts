import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES, announcementIdFor, parseAnnouncementRequest } from './announcementRequest';

const valid = {
  eventId: 'evt-1',
  title: ' Doors open at 7 ',
  message: ' Bring your ticket ',
  requestId: 'req-1',
};

describe('parseAnnouncementRequest', () => {
  it('accepts a complete request and trims the texts', () => {
    expect(parseAnnouncementRequest(valid)).toEqual({
      ok: true,
      value: { eventId: 'evt-1', title: 'Doors open at 7', message: 'Bring your ticket', requestId: 'req-1' },
    });
  });

  it("refuses missing fields with the spec's messages", () => {
    expect(parseAnnouncementRequest({ ...valid, eventId: '' })).toEqual({
      ok: false,
      message: 'Event must required',
    });
    expect(parseAnnouncementRequest({ ...valid, title: '   ' })).toEqual({
      ok: false,
      message: 'Title must required',
    });
    expect(parseAnnouncementRequest({ ...valid, message: undefined })).toEqual({
      ok: false,
      message: 'Message must required',
    });
  });

  it('bounds the texts and checks the request id', () => {
    expect(parseAnnouncementRequest({ ...valid, title: 'x'.repeat(101) })).toEqual({
      ok: false,
      message: ANNOUNCEMENT_MESSAGES.titleTooLong,
    });
    expect(parseAnnouncementRequest({ ...valid, title: 'x'.repeat(100) }).ok).toBe(true);
    expect(parseAnnouncementRequest({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      ok: false,
      message: ANNOUNCEMENT_MESSAGES.messageTooLong,
    });
    expect(parseAnnouncementRequest({ ...valid, requestId: 'a/b' })).toEqual({
      ok: false,
      message: ANNOUNCEMENT_MESSAGES.requestId,
    });
    expect(parseAnnouncementRequest(null)).toEqual({ ok: false, message: ANNOUNCEMENT_MESSAGES.invalid });
  });
});

describe('announcementIdFor', () => {
  it('is the same for the same account and request, and differs across accounts', () => {
    expect(announcementIdFor('u1', 'r1')).toMatch(/^ann-[0-9a-f]{20}$/);
    expect(announcementIdFor('u1', 'r1')).toBe(announcementIdFor('u1', 'r1'));
    expect(announcementIdFor('u2', 'r1')).not.toBe(announcementIdFor('u1', 'r1'));
  });
});

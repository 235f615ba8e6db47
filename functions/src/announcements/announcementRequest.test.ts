import { describe, expect, it } from 'vitest';
import { announcementIdFor, parseAnnouncementRequest } from './announcementRequest';

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
      reason: 'announcementEventRequired',
      message: 'Event must required',
    });
    expect(parseAnnouncementRequest({ ...valid, title: '   ' })).toEqual({
      ok: false,
      reason: 'announcementTitleRequired',
      message: 'Title must required',
    });
    expect(parseAnnouncementRequest({ ...valid, message: undefined })).toEqual({
      ok: false,
      reason: 'announcementMessageRequired',
      message: 'Message must required',
    });
  });

  it('bounds the texts and checks the request id', () => {
    expect(parseAnnouncementRequest({ ...valid, title: 'x'.repeat(101) })).toEqual({
      ok: false,
      reason: 'announcementTitleTooLong',
      params: { max: 100 },
      message: 'Title must be at most 100 characters.',
    });
    expect(parseAnnouncementRequest({ ...valid, title: 'x'.repeat(100) }).ok).toBe(true);
    expect(parseAnnouncementRequest({ ...valid, message: 'x'.repeat(1001) })).toMatchObject({
      ok: false,
      reason: 'announcementMessageTooLong',
      message: 'Message must be at most 1000 characters.',
    });
    expect(parseAnnouncementRequest({ ...valid, requestId: 'a/b' })).toMatchObject({
      ok: false,
      reason: 'requestIdInvalid',
    });
    expect(parseAnnouncementRequest(null)).toMatchObject({ ok: false, reason: 'announcementInvalid' });
  });
});

describe('announcementIdFor', () => {
  it('is the same for the same account and request, and differs across accounts', () => {
    expect(announcementIdFor('u1', 'r1')).toMatch(/^ann-[0-9a-f]{20}$/);
    expect(announcementIdFor('u1', 'r1')).toBe(announcementIdFor('u1', 'r1'));
    expect(announcementIdFor('u2', 'r1')).not.toBe(announcementIdFor('u1', 'r1'));
  });
});

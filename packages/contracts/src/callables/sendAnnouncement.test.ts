import { describe, expect, it } from 'vitest';
import { refusalText } from '../refusals';
import { check } from './define';
import { sendAnnouncement } from './sendAnnouncement';

const valid = {
  eventId: 'evt-1',
  title: ' Doors open at 7 ',
  message: ' Bring your ticket ',
  requestId: 'req-1',
};
const refusal = (data: unknown) => {
  const checked = check(sendAnnouncement.request, data);
  if (checked.ok) throw new Error('accepted');
  return { reason: checked.reason, message: refusalText(checked.reason, checked.params) };
};

describe('sendAnnouncement request', () => {
  it('accepts a complete request and trims the texts', () => {
    expect(check(sendAnnouncement.request, valid)).toEqual({
      ok: true,
      value: { eventId: 'evt-1', title: 'Doors open at 7', message: 'Bring your ticket', requestId: 'req-1' },
    });
  });

  it("refuses missing fields with the spec's messages", () => {
    expect(refusal({ ...valid, eventId: '' })).toEqual({
      reason: 'announcementEventRequired',
      message: 'Event must required',
    });
    expect(refusal({ ...valid, eventId: undefined })).toMatchObject({ reason: 'announcementEventRequired' });
    expect(refusal({ ...valid, eventId: 'a/b' })).toMatchObject({ reason: 'announcementEventRequired' });
    expect(refusal({ ...valid, title: '   ' })).toEqual({
      reason: 'announcementTitleRequired',
      message: 'Title must required',
    });
    expect(refusal({ ...valid, title: 7 })).toMatchObject({ reason: 'announcementTitleRequired' });
    expect(refusal({ ...valid, message: undefined })).toEqual({
      reason: 'announcementMessageRequired',
      message: 'Message must required',
    });
  });

  it('refuses the first problem in the order of the form', () => {
    expect(refusal({ eventId: '', title: '', message: '', requestId: '' })).toMatchObject({
      reason: 'announcementEventRequired',
    });
    expect(refusal({ ...valid, title: '', message: '' })).toMatchObject({
      reason: 'announcementTitleRequired',
    });
  });

  it('bounds the texts and checks the request id', () => {
    expect(check(sendAnnouncement.request, { ...valid, title: 'x'.repeat(101) })).toEqual({
      ok: false,
      reason: 'announcementTitleTooLong',
      params: { max: 100 },
    });
    expect(refusal({ ...valid, title: 'x'.repeat(101) }).message).toBe(
      'Title must be at most 100 characters.',
    );
    expect(check(sendAnnouncement.request, { ...valid, title: 'x'.repeat(100) }).ok).toBe(true);
    expect(check(sendAnnouncement.request, { ...valid, title: ` ${'x'.repeat(100)} ` }).ok).toBe(true);
    expect(refusal({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      reason: 'announcementMessageTooLong',
      message: 'Message must be at most 1000 characters.',
    });
    expect(refusal({ ...valid, requestId: 'a/b' })).toMatchObject({ reason: 'requestIdInvalid' });
    expect(refusal({ ...valid, requestId: undefined })).toMatchObject({ reason: 'requestIdInvalid' });
    expect(refusal({ ...valid, requestId: 'x'.repeat(129) })).toMatchObject({ reason: 'requestIdInvalid' });
  });

  it.each([
    ['no payload', undefined],
    ['null', null],
    ['a string', 'hello'],
    ['an array', [valid]],
  ])('refuses %s as announcementInvalid', (_label, data) => {
    expect(refusal(data)).toMatchObject({ reason: 'announcementInvalid' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  announcementIdFor,
  announcementRefusal,
  holderProvedAddress,
  rateLimited,
  RATE_WINDOW_MS,
} from './announcementPlan';

const event = { createdBy: 'owner', eventDate: { year: 2030, month: 6, day: 7 } };

describe('announcementRefusal', () => {
  it('lets the active owner announce an event of today or later', () => {
    expect(announcementRefusal('owner', 'active', event, '2030-06-07')).toBeNull();
    expect(announcementRefusal('owner', 'active', event, '2030-06-01')).toBeNull();
  });

  it('refuses another account, an inactive owner, a missing and a past event', () => {
    expect(announcementRefusal('other', 'active', event, '2030-06-01')?.reason).toBe('announcementNotOwner');
    expect(announcementRefusal('owner', 'suspended', event, '2030-06-01')?.reason).toBe(
      'announcementNotOwner',
    );
    expect(announcementRefusal('owner', 'active', undefined, '2030-06-01')?.reason).toBe('eventNotFound');
    expect(announcementRefusal('owner', 'active', event, '2030-06-08')).toMatchObject({
      code: 'failed-precondition',
      reason: 'announcementPast',
    });
  });

  it('reads the day from date when eventDate is missing', () => {
    expect(
      announcementRefusal('owner', 'active', { createdBy: 'owner', date: Date.UTC(2030, 5, 7) }, '2030-06-08')
        ?.reason,
    ).toBe('announcementPast');
  });
});

describe('rateLimited', () => {
  const now = 10 * RATE_WINDOW_MS;
  it('allows three announcements an hour and refuses the fourth', () => {
    expect(rateLimited([now - 1, now - 2], now)).toBe(false);
    expect(rateLimited([now - 1, now - 2, now - 3], now)).toBe(true);
  });

  it('forgets announcements older than the hour', () => {
    expect(rateLimited([now - RATE_WINDOW_MS, now - RATE_WINDOW_MS - 5, now - 3], now)).toBe(false);
  });
});

describe('holderProvedAddress', () => {
  const holder = { eventId: 'e1', userId: 'u1', tickets: 2 };
  it('reaches holders who opened the link mailed to their address', () => {
    expect(holderProvedAddress({ ...holder, mailLinkOpenedAt: 1 })).toBe(true);
  });

  it("skips a holder whose tickets were only bought for the address, paid for, or opened with the purchaser's link", () => {
    expect(holderProvedAddress(holder)).toBe(false);
    expect(holderProvedAddress({ ...holder, paidAt: 1 })).toBe(false);
    expect(holderProvedAddress({ ...holder, linkOpenedAt: 1 })).toBe(false);
    expect(holderProvedAddress({ ...holder, mailLinkOpenedAt: null })).toBe(false);
  });
});

describe('announcementIdFor', () => {
  it('is the same for the same account and request, and differs across accounts', () => {
    expect(announcementIdFor('u1', 'r1')).toMatch(/^ann-[0-9a-f]{20}$/);
    expect(announcementIdFor('u1', 'r1')).toBe(announcementIdFor('u1', 'r1'));
    expect(announcementIdFor('u2', 'r1')).not.toBe(announcementIdFor('u1', 'r1'));
  });
});

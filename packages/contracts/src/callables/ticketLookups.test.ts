import { describe, expect, it } from 'vitest';
import { check } from './define';
import { getTicketPurchase } from './getTicketPurchase';
import { getTicketSale } from './getTicketSale';
import { ticketDoorList } from './ticketDoorList';

describe('the event lookups (getTicketSale, ticketDoorList)', () => {
  it.each([getTicketSale, ticketDoorList])('$name takes an event id', (callable) => {
    expect(check(callable.request, { eventId: 'evt-1', extra: 1 })).toEqual({
      ok: true,
      value: { eventId: 'evt-1' },
    });
  });

  it.each([
    ['no payload', null],
    ['no event id', {}],
    ['an event id as a number', { eventId: 7 }],
    ['an event id with a slash', { eventId: 'events/evt-1' }],
    ['an empty event id', { eventId: '' }],
  ])('refuses %s as noEventDetails', (_name, data) => {
    for (const callable of [getTicketSale, ticketDoorList])
      expect(check(callable.request, data)).toMatchObject({ ok: false, reason: 'noEventDetails' });
  });
});

describe('ticketDoorList request', () => {
  it('takes the changedUntil of the last list as changedSince', () => {
    expect(check(ticketDoorList.request, { eventId: 'evt-1', changedSince: 1_750_000_000_000 })).toEqual({
      ok: true,
      value: { eventId: 'evt-1', changedSince: 1_750_000_000_000 },
    });
  });

  it.each([
    ['text', '1750000000000'],
    ['a fraction', 1.5],
    ['a negative number', -1],
  ])('refuses a changedSince as %s', (_name, changedSince) => {
    expect(check(ticketDoorList.request, { eventId: 'evt-1', changedSince })).toMatchObject({
      ok: false,
      reason: 'noEventDetails',
    });
  });
});

describe('getTicketPurchase request', () => {
  it('takes a purchase id and the key of its link', () => {
    expect(check(getTicketPurchase.request, { purchaseId: 'pur-1', key: 'abc' })).toEqual({
      ok: true,
      value: { purchaseId: 'pur-1', key: 'abc' },
    });
  });

  it.each([
    ['no payload', undefined],
    ['no key', { purchaseId: 'pur-1' }],
    ['a key as a number', { purchaseId: 'pur-1', key: 7 }],
    ['an over-long key', { purchaseId: 'pur-1', key: 'k'.repeat(129) }],
    ['a purchase id with a slash', { purchaseId: 'a/b', key: 'abc' }],
  ])('refuses %s as a missing purchase (noEventDetails)', (_name, data) => {
    expect(check(getTicketPurchase.request, data)).toMatchObject({ ok: false, reason: 'noEventDetails' });
  });
});

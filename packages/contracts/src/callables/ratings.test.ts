import { describe, expect, it } from 'vitest';
import { check } from './define';
import { rateOrder } from './rateOrder';
import { replyToRating } from './replyToRating';

describe('rateOrder request', () => {
  it('takes an order id, 1 to 5 whole stars and an optional text up to 1,000 characters', () => {
    expect(check(rateOrder.request, { orderId: 'o1', stars: 5 })).toEqual({
      ok: true,
      value: { orderId: 'o1', stars: 5, text: '' },
    });
    expect(check(rateOrder.request, { orderId: 'o1', stars: 1, text: ' Great ' })).toEqual({
      ok: true,
      value: { orderId: 'o1', stars: 1, text: 'Great' },
    });
    expect(check(rateOrder.request, { orderId: 'o1', stars: 3, text: 'x'.repeat(1000) }).ok).toBe(true);
    expect(check(rateOrder.request, { orderId: 'x'.repeat(200), stars: 3 }).ok).toBe(true);
  });

  it.each([
    ['no stars', { orderId: 'o1', stars: 0 }],
    ['six stars', { orderId: 'o1', stars: 6 }],
    ['half a star', { orderId: 'o1', stars: 4.5 }],
    ['stars as text', { orderId: 'o1', stars: '5' }],
    ['a long text', { orderId: 'o1', stars: 5, text: 'x'.repeat(1001) }],
    ['a null text', { orderId: 'o1', stars: 5, text: null }],
    ['an id with a slash', { orderId: 'a/b', stars: 5 }],
    ['an empty id', { orderId: '', stars: 5 }],
    ['an over-long id', { orderId: 'x'.repeat(201), stars: 5 }],
    ['no id', { stars: 5 }],
    ['null', null],
    ['no payload', undefined],
  ])('refuses %s as ratingInvalid', (_label, data) => {
    expect(check(rateOrder.request, data)).toMatchObject({ ok: false, reason: 'ratingInvalid' });
  });
});

describe('replyToRating request', () => {
  it('needs a rating id and a non-empty text up to 1,000 characters', () => {
    expect(check(replyToRating.request, { ratingId: 'r', text: ' Thanks ' })).toEqual({
      ok: true,
      value: { ratingId: 'r', text: 'Thanks' },
    });
    expect(check(replyToRating.request, { ratingId: 'r', text: 'x'.repeat(1000) }).ok).toBe(true);
  });

  it.each([
    ['blanks', { ratingId: 'r', text: '  ' }],
    ['no text', { ratingId: 'r' }],
    ['a long text', { ratingId: 'r', text: 'x'.repeat(1001) }],
    ['an id with a slash', { ratingId: 'a/b', text: 'Thanks' }],
    ['null', null],
  ])('refuses %s as replyInvalid', (_label, data) => {
    expect(check(replyToRating.request, data)).toMatchObject({ ok: false, reason: 'replyInvalid' });
  });
});

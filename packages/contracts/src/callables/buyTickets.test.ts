import { describe, expect, it } from 'vitest';
import { check } from './define';
import { buyTickets } from './buyTickets';

const valid = {
  eventId: 'evt-1',
  packageIndex: 1,
  quantity: 2,
  name: '  Ben Buyer ',
  email: ' Ben@GigVenue.test ',
  cardToken: 'tok_sim_visa_4242',
  requestId: 'req-1',
};

const detail = (text: string) => ({ ok: false, reason: 'request', params: { detail: text } });

describe('buyTickets request', () => {
  it('trims the name, lower-cases the e-mail and keeps nothing it did not ask for', () => {
    expect(check(buyTickets.request, { ...valid, price: 0.01, totalPence: 1 })).toEqual({
      ok: true,
      value: {
        eventId: 'evt-1',
        packageIndex: 1,
        quantity: 2,
        name: 'Ben Buyer',
        email: 'ben@gigvenue.test',
        cardToken: 'tok_sim_visa_4242',
        requestId: 'req-1',
      },
    });
  });

  it('takes a purchase without a card (free packages need none)', () => {
    for (const cardToken of [undefined, null]) {
      const checked = check(buyTickets.request, { ...valid, cardToken });
      expect(checked.ok).toBe(true);
      expect(checked.ok && checked.value.cardToken).toBeFalsy();
    }
  });

  it.each<[string, unknown, object]>([
    ['no body', null, detail('The purchase is not valid.')],
    ['a list', [valid], detail('The purchase is not valid.')],
    ['an event id with a slash', { ...valid, eventId: 'a/b' }, { ok: false, reason: 'noEventDetails' }],
    ['no event id', { ...valid, eventId: undefined }, { ok: false, reason: 'noEventDetails' }],
    ['no request id', { ...valid, requestId: undefined }, { ok: false, reason: 'requestIdInvalid' }],
    ['a request id with a dot', { ...valid, requestId: 'a.b' }, { ok: false, reason: 'requestIdInvalid' }],
    ['a negative package', { ...valid, packageIndex: -1 }, { ok: false, reason: 'choosePackage' }],
    ['a fractional package', { ...valid, packageIndex: 0.5 }, { ok: false, reason: 'choosePackage' }],
    ['a package as text', { ...valid, packageIndex: '1' }, { ok: false, reason: 'choosePackage' }],
    [
      'no tickets',
      { ...valid, quantity: 0 },
      detail('quantity: Quantity must be a whole number from 1 to 10.'),
    ],
    [
      'eleven tickets',
      { ...valid, quantity: 11 },
      detail('quantity: Quantity must be a whole number from 1 to 10.'),
    ],
    [
      'a quantity as text',
      { ...valid, quantity: '2' },
      detail('quantity: Quantity must be a whole number from 1 to 10.'),
    ],
    [
      'a fractional quantity',
      { ...valid, quantity: 1.5 },
      detail('quantity: Quantity must be a whole number from 1 to 10.'),
    ],
    ['a blank name', { ...valid, name: '   ' }, detail('name: Name is required.')],
    ['no name', { ...valid, name: undefined }, detail('name: Name is required.')],
    [
      'a 101-character name',
      { ...valid, name: 'x'.repeat(101) },
      detail('name: Name must be at most 100 characters.'),
    ],
    ...['Ben <b>Buyer</b>', 'Ben\u0007Buyer', 'Claim at https://evil.example', 'see WWW.evil.example'].map(
      (name): [string, unknown, object] => [
        `the name ${JSON.stringify(name)}`,
        { ...valid, name },
        detail('name: Enter your name without links or the characters < and >.'),
      ],
    ),
    ['no e-mail', { ...valid, email: '' }, detail('email: Email is required.')],
    [
      'a malformed e-mail',
      { ...valid, email: 'ben@gigvenue' },
      detail('email: Enter a valid email address.'),
    ],
    [
      'an over-long e-mail',
      { ...valid, email: `${'b'.repeat(250)}@g.co` },
      detail('email: Enter a valid email address.'),
    ],
    [
      'a card token with spaces',
      { ...valid, cardToken: 'tok sim' },
      detail('cardToken: Invalid card token.'),
    ],
    ['a card token as a number', { ...valid, cardToken: 4242 }, detail('cardToken: Invalid card token.')],
  ])('refuses %s', (_name, data, refused) => {
    expect(check(buyTickets.request, data)).toMatchObject(refused);
  });
});

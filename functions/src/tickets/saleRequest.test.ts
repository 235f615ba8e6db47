import { describe, expect, it } from 'vitest';
import { appUserIdFor, parseSaleRequest, purchaseIdFor, ticketIdFor } from './saleRequest';

const valid = {
  eventId: 'evt-1',
  packageIndex: 1,
  quantity: 2,
  name: '  Ben Buyer ',
  email: ' Ben@GigVenue.test ',
  cardToken: 'tok_sim_visa_4242',
  requestId: 'req-1',
};

const NAME_REFUSED = 'Enter your name without links or the characters < and >.';

describe('parseSaleRequest', () => {
  it('trims the name, lower-cases the e-mail and keeps nothing it did not ask for', () => {
    expect(parseSaleRequest({ ...valid, price: 0.01, totalPence: 1 })).toEqual({
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
    expect(parseSaleRequest({ ...valid, cardToken: undefined })).toMatchObject({
      ok: true,
      value: { cardToken: null },
    });
    expect(parseSaleRequest({ ...valid, cardToken: null })).toMatchObject({
      ok: true,
      value: { cardToken: null },
    });
  });

  it.each([
    ['no body', null, 'The purchase is not valid.'],
    ['an event id with a slash', { ...valid, eventId: 'a/b' }, 'No Event Details'],
    ['no request id', { ...valid, requestId: undefined }, 'The request id is not valid.'],
    ['a negative package', { ...valid, packageIndex: -1 }, 'Choose a ticket package.'],
    ['a fractional package', { ...valid, packageIndex: 0.5 }, 'Choose a ticket package.'],
    ['no tickets', { ...valid, quantity: 0 }, 'Quantity must be a whole number from 1 to 10.'],
    ['eleven tickets', { ...valid, quantity: 11 }, 'Quantity must be a whole number from 1 to 10.'],
    ['a quantity as text', { ...valid, quantity: '2' }, 'Quantity must be a whole number from 1 to 10.'],
    ['a blank name', { ...valid, name: '   ' }, 'Name is required.'],
    ['a 101-character name', { ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ...['Ben <b>Buyer</b>', 'Ben\u0007Buyer', 'Claim at https://evil.example', 'see WWW.evil.example'].map(
      (name) => [`the name ${JSON.stringify(name)}`, { ...valid, name }, NAME_REFUSED] as const,
    ),
    ['no e-mail', { ...valid, email: '' }, 'Email is required.'],
    ['a malformed e-mail', { ...valid, email: 'ben@gigvenue' }, 'Enter a valid email address.'],
    ['a card token with spaces', { ...valid, cardToken: 'tok sim' }, 'Invalid card token.'],
  ])('refuses %s', (_name, data, message) => {
    expect(parseSaleRequest(data)).toEqual({ ok: false, message });
  });
});

describe('ids', () => {
  it('derives one purchase per caller and request id', () => {
    expect(purchaseIdFor(null, 'req-1')).toMatch(/^pur-[0-9a-f]{20}$/);
    expect(purchaseIdFor(null, 'req-1')).toBe(purchaseIdFor(null, 'req-1'));
    expect(purchaseIdFor('uid-1', 'req-1')).not.toBe(purchaseIdFor(null, 'req-1'));
  });

  it("gives each seat an upper-case hex ticket id whose first 7 characters differ from its neighbours'", () => {
    const ids = Array.from({ length: 10 }, (_, index) => ticketIdFor('pur-1', index + 1));
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{20}$/);
    expect(new Set(ids.map((id) => id.slice(0, 7))).size).toBe(10);
    expect(ticketIdFor('pur-1', 1)).toBe(ids[0]);
  });

  it('gives an e-mail the same app user id every time', () => {
    expect(appUserIdFor('ben@gigvenue.test')).toMatch(/^app-[0-9a-f]{20}$/);
    expect(appUserIdFor('ben@gigvenue.test')).toBe(appUserIdFor('ben@gigvenue.test'));
  });
});

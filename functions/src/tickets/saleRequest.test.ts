import { describe, expect, it } from 'vitest';
import { appUserIdFor, purchaseIdFor, ticketIdFor } from './saleRequest';

// The request's own checks are the contract's: packages/contracts/src/callables/buyTickets.test.ts.

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

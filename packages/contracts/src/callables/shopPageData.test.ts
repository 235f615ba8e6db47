import { describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures';
import { shopPageData } from './shopPageData';

const [sale] = FIXTURES.getTicketSale.responses;
const [purchase] = FIXTURES.getTicketPurchase.responses;

describe('shopPageData', () => {
  it("round-trips a page's sale or purchase, and a page for nothing found", () => {
    for (const data of [
      { kind: 'sale', eventId: 'evt-salsa', sale },
      { kind: 'sale', eventId: 'ghost', sale: null },
      { kind: 'purchase', purchaseId: 'pur-1', accessKey: 'key-1', purchase },
      { kind: 'purchase', purchaseId: 'pur-2', accessKey: '', purchase: null },
    ])
      expect(shopPageData.parse(data)).toEqual(data);
  });

  it('rejects a view that is not the callable answer of today (a page cached from an older release)', () => {
    const { cancelled: _dropped, ...withoutCancelled } = sale;
    expect(
      shopPageData.safeParse({ kind: 'sale', eventId: 'evt-salsa', sale: withoutCancelled }).success,
    ).toBe(false);
    expect(
      shopPageData.safeParse({ kind: 'purchase', purchaseId: 'pur-1', accessKey: 'key-1', sale }).success,
    ).toBe(false);
    expect(shopPageData.safeParse({ kind: 'ticket', id: 'x' }).success).toBe(false);
  });
});

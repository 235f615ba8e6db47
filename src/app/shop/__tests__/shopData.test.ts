// @vitest-environment jsdom -- it reads the data the server wrote into the page.
import { describe, expect, it } from 'vitest';
import { SHOP_DATA_ID } from '@gigvenue/contracts';
import { purchaseOf, saleOf } from '@/features/ticketShop/slice/__tests__/fixtures';
import { initialTicketShopState } from '@/features/ticketShop/slice';
import { readShopData, shopStateFrom } from '../shopData';

function pageWith(json: string | null): Document {
  const page = document.implementation.createHTMLDocument('shop');
  if (json !== null) {
    const script = page.createElement('script');
    script.id = SHOP_DATA_ID;
    script.type = 'application/json';
    script.textContent = json;
    page.body.append(script);
  }
  return page;
}

describe('readShopData and shopStateFrom', () => {
  it('start the store with the event the server rendered, as if it had just loaded', () => {
    const data = readShopData(
      pageWith(JSON.stringify({ kind: 'sale', eventId: 'evt-salsa', sale: saleOf() })),
    );
    expect(shopStateFrom(data).sale).toEqual({
      status: 'succeeded',
      eventId: 'evt-salsa',
      sale: saleOf(),
      failure: null,
    });
  });

  it("start with the buyer's tickets, or with nothing found for an unknown purchase", () => {
    const found = readShopData(
      pageWith(JSON.stringify({ kind: 'purchase', purchaseId: 'pur-1', purchase: purchaseOf() })),
    );
    expect(shopStateFrom(found).purchase).toMatchObject({ status: 'succeeded', purchase: purchaseOf() });
    const missing = readShopData(pageWith(JSON.stringify({ kind: 'sale', eventId: 'ghost', sale: null })));
    expect(shopStateFrom(missing).sale).toMatchObject({ status: 'succeeded', eventId: 'ghost', sale: null });
  });

  it('start empty, to load as usual, when the page carries no data or broken data', () => {
    expect(shopStateFrom(readShopData(pageWith(null)))).toEqual(initialTicketShopState);
    expect(shopStateFrom(readShopData(pageWith('{not json')))).toEqual(initialTicketShopState);
  });

  it("start empty when the data is no page's data", () => {
    const wrongKind = pageWith(JSON.stringify({ kind: 'purchase', purchaseId: 'pur-1', sale: saleOf() }));
    expect(readShopData(wrongKind)).toBeNull();
    expect(readShopData(pageWith(JSON.stringify({ kind: 'sale', eventId: 7, sale: null })))).toBeNull();
    expect(readShopData(pageWith('null'))).toBeNull();
  });

  it('read an event without a date as no event, as a fresh load would', () => {
    const undated = pageWith(
      JSON.stringify({ kind: 'sale', eventId: 'evt-salsa', sale: { ...saleOf(), eventDate: null } }),
    );
    expect(shopStateFrom(readShopData(undated)).sale).toMatchObject({ status: 'succeeded', sale: null });
  });
});

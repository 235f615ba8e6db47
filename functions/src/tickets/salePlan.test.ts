import { describe, expect, it } from 'vitest';
import { checkSale, latestEndOf, planSale, type SaleContext } from './salePlan';
import type { SaleRequest } from './saleRequest';
import { eventStock, statsCountersOf } from '../shared/ticketStock';

const stored = {
  title: 'Salsa Night',
  status: 'active',
  eventDate: { year: 2030, month: 6, day: 1 },
  date: Date.UTC(2030, 5, 1),
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  requiredSeats: 10,
  venue: { venueName: 'Hall', seats: 120 },
  packages: [
    { detail: 'Standard', price: 12.5, ticketsAmmount: 8 },
    { detail: 'VIP', price: 30, ticketsAmmount: 2 },
    { detail: 'Free', price: 0, ticketsAmmount: 5 },
  ],
  createdBy: 'orla',
};

const request = (overrides: Partial<SaleRequest> = {}): SaleRequest => ({
  eventId: 'evt-1',
  packageIndex: 0,
  quantity: 2,
  name: 'Ben Buyer',
  email: 'ben@gigvenue.test',
  cardToken: 'tok_sim_visa_4242',
  requestId: 'req-1',
  ...overrides,
});

function context(
  stats: Record<string, unknown> | undefined = undefined,
  event: Record<string, unknown> | null = stored,
): SaleContext {
  const counters = statsCountersOf(stats);
  return {
    eventId: 'evt-1',
    event,
    counters,
    stock: event
      ? eventStock(event, counters, null, { now: Date.UTC(2030, 4, 1, 12), ownerActive: true })
      : null,
    staffIds: ['orla', 'marco'],
    purchaseId: 'pur-1',
    buyerId: 'app-ben',
    heldByBuyer: 0,
    now: Date.UTC(2030, 4, 1, 12),
  };
}

const payment = { provider: 'simulated', authorizationId: 'sim_pi_1', status: 'authorized' };

describe('planSale', () => {
  it('writes one ticket per seat at the stored price, the purchase, the counters and the holder', () => {
    const outcome = planSale(request(), context(), payment);
    if (!('plan' in outcome)) throw new Error(outcome.refused.message);
    const { plan } = outcome;
    expect(plan).toMatchObject({
      totalPence: 2500,
      unitPricePence: 1250,
      ticketType: 'Standard',
      paymentMethod: 'Card',
    });
    expect(plan.tickets).toHaveLength(2);
    expect(plan.tickets.map((ticket) => ticket.id)).toEqual(plan.ticketIds);
    expect(plan.tickets[0].data).toEqual({
      ticketId: plan.ticketIds[0],
      eventId: 'evt-1',
      eventOwnerId: 'orla',
      purchaseId: 'pur-1',
      userId: 'app-ben',
      userName: 'Ben Buyer',
      userNameLower: 'ben buyer',
      purchaseDate: Date.UTC(2030, 4, 1, 12),
      amountPaid: 12.5,
      isPaid: true,
      isCheckedIn: false,
      checkedInAt: null,
      checkedInBy: null,
      checkInRequestId: null,
      paymentMethod: 'Card',
      ticketType: 'Standard',
      packageIndex: 0,
      feedbackNotes: '',
    });
    expect(plan.purchase).toMatchObject({
      purchaseId: 'pur-1',
      buyerId: 'app-ben',
      quantity: 2,
      totalPence: 2500,
      ticketIds: plan.ticketIds,
      payment,
    });
    // 7 PM London (BST) plus three hours: what the sale records on the shards it writes.
    expect(plan.latestEndAt).toBe(Date.UTC(2030, 5, 1, 21));
    expect(plan.holder).toEqual({ eventId: 'evt-1', userId: 'app-ben', tickets: 2 });
  });

  it("adds to a returning buyer's holding, and stamps each ticket with its stock shard", () => {
    const outcome = planSale(
      request({ packageIndex: 1, quantity: 1 }),
      {
        ...context({ sold: 3, revenuePence: 3750, checkedIn: 1, holders: 2, packages: { Standard: 3 } }),
        heldByBuyer: 1,
        ticketShards: [3],
      },
      payment,
    );
    expect(outcome).toMatchObject({
      plan: {
        holder: { tickets: 2 },
        tickets: [{ data: { stockShard: 3 } }],
        purchase: { stockShards: { '3': 1 } },
      },
    });
  });

  it('sells a free package without a card', () => {
    const outcome = planSale(request({ packageIndex: 2, cardToken: null }), context(), {
      provider: 'simulated',
      authorizationId: null,
      status: 'none',
    });
    expect(outcome).toMatchObject({
      plan: {
        totalPence: 0,
        paymentMethod: 'Free',
        tickets: [{ data: { amountPaid: 0, paymentMethod: 'Free' } }, {}],
      },
    });
  });
});

describe('checkSale', () => {
  it.each([
    ['a missing event', request(), context(undefined, null), 'not-found', 'No Event Details'],
    [
      'an event not on sale',
      request(),
      context(undefined, { ...stored, status: 'completed' }),
      'failed-precondition',
      'Tickets are not on sale for this event.',
    ],
    [
      'an unknown package',
      request({ packageIndex: 3 }),
      context(),
      'invalid-argument',
      'Choose a ticket package.',
    ],
    [
      'a sold-out event',
      request(),
      context({ sold: 10, packages: { Standard: 8, VIP: 2 } }),
      'failed-precondition',
      'Sorry! This event is sold out.',
    ],
    [
      'more than the package has left',
      request({ packageIndex: 1, quantity: 2 }),
      context({ sold: 1, packages: { VIP: 1 } }),
      'failed-precondition',
      'Sorry! Only 1 tickets left for VIP.',
    ],
    [
      'more than the seats left',
      request({ quantity: 3 }),
      context({ sold: 8, packages: { Standard: 6, VIP: 2 } }),
      'failed-precondition',
      'Sorry! Only 2 tickets left for Standard.',
    ],
    [
      'a paid package without a card',
      request({ cardToken: null }),
      context(),
      'invalid-argument',
      'Card details are required.',
    ],
  ])('refuses %s', (_name, sale, state, code, message) => {
    expect(checkSale(sale, state)).toMatchObject({ refused: { code, message } });
  });
});

describe('latestEndOf', () => {
  const sold = statsCountersOf({ sold: 3, latestEndAt: Date.UTC(2030, 5, 1, 21) });

  it('records the end the event has when nothing was sold before', () => {
    expect(latestEndOf(stored, statsCountersOf(undefined))).toBe(Date.UTC(2030, 5, 1, 21));
  });

  it('keeps the later end an earlier sale saw when the event now ends sooner', () => {
    const movedToToday = {
      ...stored,
      date: Date.UTC(2030, 4, 1),
      startTime: '9:00 AM',
      requiredTime: '0 hr 15 min',
    };
    expect(latestEndOf(movedToToday, sold)).toBe(Date.UTC(2030, 5, 1, 21));
    const outcome = planSale(request(), { ...context(), event: movedToToday, counters: sold }, payment);
    expect(outcome).toMatchObject({ plan: { latestEndAt: Date.UTC(2030, 5, 1, 21) } });
  });

  it('moves to a later end, and is null for an event without a day', () => {
    expect(latestEndOf({ ...stored, requiredTime: '5 hr 0 min' }, sold)).toBe(Date.UTC(2030, 5, 1, 23));
    expect(latestEndOf({ title: 'No day' }, statsCountersOf(undefined))).toBeNull();
  });
});

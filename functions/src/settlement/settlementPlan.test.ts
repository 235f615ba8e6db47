import type { PaymentMethod } from '@gigvenue/contracts';
import { describe, expect, it } from 'vitest';
import { balanceChanges, planSettlement, type SettlementInput } from './settlementPlan';

const base = (overrides: Partial<SettlementInput> = {}): SettlementInput => ({
  event: {
    id: 'e1',
    title: 'Salsa Night',
    date: 1_760_000_000_000,
    createdBy: 'organizer',
    isFeaturedTaxApply: false,
    packagePrices: { Standard: 12.5, VIP: 30 },
  },
  orders: [],
  tickets: { sold: 0, revenuePence: 0, packages: {} },
  configs: {},
  now: 1_770_000_000_000,
  ...overrides,
});

const order = (id: string, createdTo: string, pricePence: number, paymentMethod: PaymentMethod = 'card') => ({
  id,
  createdTo,
  pricePence,
  paymentMethod,
  name: `Slot ${id}`,
});

describe('planSettlement', () => {
  it('pays each booked account its card-paid slots minus its own orders percentage', () => {
    const entries = planSettlement(
      base({
        orders: [
          order('o1', 'venueOwner', 15_000),
          order('o2', 'manager', 8_050),
          order('o3', 'manager', 4_000),
        ],
        configs: { venueOwner: { ordersPercantage: 10 }, manager: { ordersPercantage: 12.5 } },
      }),
    );
    const byPayee = Object.fromEntries(entries.map((item) => [item.payeeId, item]));
    expect(byPayee.venueOwner).toMatchObject({
      id: 'e1_venueOwner_booking',
      kind: 'booking',
      grossPence: 15_000,
      platformPence: 1_500,
      amountPence: 13_500,
      credited: true,
      quantity: 1,
    });
    // 12.5 % of £120.50 is £15.0625: rounded once, to 1,506 pence.
    expect(byPayee.manager).toMatchObject({
      grossPence: 12_050,
      platformPence: 1_506,
      amountPence: 10_544,
      quantity: 2,
    });
    expect(byPayee.manager.lines.map((line) => line.platformPence)).toEqual([1_006, 500]);
    expect(byPayee.manager.lines.reduce((sum, line) => sum + line.transferPence, 0)).toBe(10_544);
  });

  it('records cash-paid slots as collected in person, without crediting them', () => {
    const [cash] = planSettlement(
      base({
        orders: [order('o1', 'manager', 9_000, 'cash')],
        configs: { manager: { ordersPercantage: 10 } },
      }),
    );
    expect(cash).toMatchObject({
      id: 'e1_manager_cashCollected',
      kind: 'cashCollected',
      grossPence: 9_000,
      platformPence: 0,
      amountPence: 0,
      credited: false,
    });
    expect(balanceChanges([cash]).size).toBe(0);
  });

  it('skips free slots', () => {
    expect(planSettlement(base({ orders: [order('o1', 'manager', 0)] }))).toEqual([]);
  });

  it("pays the owner the tickets sold minus tax and the platform fee, the profit summary's figures", () => {
    const [tickets] = planSettlement(
      base({
        tickets: { sold: 5, revenuePence: 8_750, packages: { Standard: 3, VIP: 1, Gone: 0, Free: 1 } },
        event: {
          ...base().event,
          packagePrices: { Standard: 12.5, VIP: 30, Free: 20 },
          isFeaturedTaxApply: true,
        },
        configs: { organizer: { perTicketPercentage: 5, platformFees: 2.5, featuredEventsTaxPercentage: 1 } },
      }),
    );
    expect(tickets).toMatchObject({
      id: 'e1_organizer_tickets',
      kind: 'tickets',
      quantity: 5,
      grossPence: 8_750,
      taxPence: 438,
      platformPence: 306,
      amountPence: 8_006,
    });
    expect(tickets.lines.map((line) => line.name)).toEqual(['Standard', 'VIP', 'Free']);
    expect(tickets.lines.reduce((sum, line) => sum + line.taxPence, 0)).toBe(438);
    expect(tickets.lines.reduce((sum, line) => sum + line.transferPence, 0)).toBe(8_006);
  });

  it('shows one ticket line when the packages no longer account for the revenue', () => {
    const [tickets] = planSettlement(
      base({ tickets: { sold: 2, revenuePence: 2_000, packages: { Standard: 2 } } }),
    );
    expect(tickets.lines).toEqual([
      {
        name: 'Tickets',
        quantity: 2,
        grossPence: 2_000,
        platformPence: 0,
        taxPence: 0,
        transferPence: 2_000,
      },
    ]);
  });

  it('never debits an owner whose fees exceed the revenue', () => {
    const [tickets] = planSettlement(
      base({
        tickets: { sold: 1, revenuePence: 1_000, packages: {} },
        configs: { organizer: { perTicketPercentage: 80, platformFees: 40 } },
      }),
    );
    expect(tickets.amountPence).toBe(0);
  });

  it('adds up the balance changes per payee', () => {
    const entries = planSettlement(
      base({
        orders: [order('o1', 'organizer', 1_000)],
        tickets: { sold: 1, revenuePence: 500, packages: {} },
      }),
    );
    expect(balanceChanges(entries).get('organizer')).toBe(1_500);
  });
});

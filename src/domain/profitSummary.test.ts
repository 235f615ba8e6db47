import { describe, expect, it } from 'vitest';
import type { EventManagerBooking, EventVenue } from './entities';
import { profitSummary, type ProfitEvent } from './profitSummary';

// The demo accounts' config: 3 % platform fee, 5 % per ticket, 2 % more on featured events without quota.
const FEES = { platformFees: 3, perTicketPercentage: 5, featuredEventsTaxPercentage: 2 };

const slot = (id: string, price: number) => ({ id, startTime: '7:00 PM', endTime: '10:00 PM', price });

const bookedVenue: EventVenue = {
  id: 'venue-1',
  venueName: 'Camden Dance Hall',
  address: '12 Camden Road',
  description: '',
  location: null,
  seats: 120,
  attachments: [],
  bookedSlots: [slot('evening', 150)],
};

const ownVenue: EventVenue = { ...bookedVenue, id: undefined, bookedSlots: [] };

const marco: EventManagerBooking = {
  id: 'manager-1',
  name: 'Marco Manager',
  category: 'Dance Instructor',
  img: '',
  bookedSlots: [slot('salsa', 45), slot('class', 30)],
};
const dina: EventManagerBooking = {
  id: 'manager-2',
  name: 'Dina DJ',
  category: 'DJ',
  img: '',
  bookedSlots: [slot('set', 60)],
};

const event = (overrides: Partial<ProfitEvent> = {}): ProfitEvent => ({
  isManual: false,
  isFeaturedTaxApply: false,
  venue: null,
  eventManagers: [],
  ...overrides,
});

describe('profitSummary', () => {
  it("an event manager's booked-venue event: venue payment, IGP Fee, Tax, Tickets Sold, Total Profit", () => {
    // 4 Standard tickets at £12 and 2 VIP at £24: £96.00.
    // Tax 5 % = £4.80; IGP Fee 3 % = £2.88; venue £150; profit 96 - (150 + 4.80 + 2.88) = -£61.68.
    expect(
      profitSummary({
        owner: 'eventManager',
        event: event({ venue: bookedVenue }),
        ticketsSoldPence: 9600,
        fees: FEES,
      }),
    ).toEqual({
      venuePaymentPence: 15000,
      managerPayments: null,
      feePercentage: 3,
      igpFeePence: 288,
      taxPercentage: 5,
      taxPence: 480,
      ticketsSoldPence: 9600,
      totalProfitPence: -6168,
    });
  });

  it('a manual event of an event manager: only fees, tax, tickets and profit', () => {
    // £40 + £25.25 = £65.25. Tax 5 % = 326.25p -> £3.26; IGP Fee 3 % = 195.75p -> £1.96; profit £65.25 - £5.22 = £60.03.
    expect(
      profitSummary({
        owner: 'eventManager',
        event: event({ isManual: true, venue: ownVenue }),
        ticketsSoldPence: 6525,
        fees: FEES,
      }),
    ).toEqual({
      venuePaymentPence: null,
      managerPayments: null,
      feePercentage: 3,
      igpFeePence: 196,
      taxPercentage: 5,
      taxPence: 326,
      ticketsSoldPence: 6525,
      totalProfitPence: 6003,
    });
  });

  it("a venue owner's event: one payment per booked manager, no venue payment for their own venue", () => {
    // 10 tickets at £25 = £250. Marco £45 + £30 = £75, Dina £60. Tax £12.50, IGP Fee £7.50.
    // Profit 250 - (75 + 60 + 12.50 + 7.50) = £95.00.
    expect(
      profitSummary({
        owner: 'venueOwner',
        event: event({ isManual: true, venue: ownVenue, eventManagers: [marco, dina] }),
        ticketsSoldPence: 25000,
        fees: FEES,
      }),
    ).toEqual({
      venuePaymentPence: null,
      managerPayments: [
        { id: 'manager-1', name: 'Marco Manager', pence: 7500 },
        { id: 'manager-2', name: 'Dina DJ', pence: 6000 },
      ],
      feePercentage: 3,
      igpFeePence: 750,
      taxPercentage: 5,
      taxPence: 1250,
      ticketsSoldPence: 25000,
      totalProfitPence: 9500,
    });
  });

  it("an organizer's featured event over quota: venue and managers, with the featured percentage on the IGP Fee", () => {
    // Salsa Social Tonight: the venue's evening £150 and Marco's salsa slot £45; £96.00 of tickets.
    // IGP Fee (3 + 2) % = £4.80; Tax 5 % = £4.80; profit 96 - (45 + 150 + 4.80 + 4.80) = -£108.60.
    const tonight = event({
      isFeaturedTaxApply: true,
      venue: bookedVenue,
      eventManagers: [{ ...marco, bookedSlots: [slot('salsa', 45)] }],
    });
    expect(profitSummary({ owner: 'organizer', event: tonight, ticketsSoldPence: 9600, fees: FEES })).toEqual(
      {
        venuePaymentPence: 15000,
        managerPayments: [{ id: 'manager-1', name: 'Marco Manager', pence: 4500 }],
        feePercentage: 5,
        igpFeePence: 480,
        taxPercentage: 5,
        taxPence: 480,
        ticketsSoldPence: 9600,
        totalProfitPence: -10860,
      },
    );
  });

  it("an organizer's manual event pays only its managers", () => {
    const summary = profitSummary({
      owner: 'organizer',
      event: event({ isManual: true, venue: ownVenue, eventManagers: [dina] }),
      ticketsSoldPence: 0,
      fees: FEES,
    });
    expect(summary.venuePaymentPence).toBeNull();
    expect(summary.managerPayments).toEqual([{ id: 'manager-2', name: 'Dina DJ', pence: 6000 }]);
    expect(summary.totalProfitPence).toBe(-6000);
  });

  it('adds the featured percentage only when the event pays featured tax', () => {
    const withinQuota = profitSummary({
      owner: 'organizer',
      event: event({ isFeaturedTaxApply: false }),
      ticketsSoldPence: 10000,
      fees: FEES,
    });
    expect(withinQuota.feePercentage).toBe(3);
    expect(withinQuota.igpFeePence).toBe(300);
  });

  it('rounds each figure to whole pence, half up', () => {
    // 1050p × 5 % = 52.5p -> 53p; 1234p × 2.5 % = 30.85p -> 31p.
    const summary = profitSummary({
      owner: 'eventManager',
      event: event(),
      ticketsSoldPence: 1050,
      fees: { perTicketPercentage: 5, platformFees: 2.5 },
    });
    expect(summary.taxPence).toBe(53);
    expect(summary.igpFeePence).toBe(26);
    expect(summary.totalProfitPence).toBe(1050 - 53 - 26);
    expect(
      profitSummary({
        owner: 'eventManager',
        event: event(),
        ticketsSoldPence: 1234,
        fees: { perTicketPercentage: 2.5 },
      }).taxPence,
    ).toBe(31);
    // Percentages that do not add up exactly in binary still read as typed.
    expect(
      profitSummary({
        owner: 'eventManager',
        event: event({ isFeaturedTaxApply: true }),
        ticketsSoldPence: 1000,
        fees: { platformFees: 2.1, featuredEventsTaxPercentage: 0.2 },
      }).feePercentage,
    ).toBe(2.3);
  });

  it('counts a missing config as no fees', () => {
    const summary = profitSummary({
      owner: 'eventManager',
      event: event(),
      ticketsSoldPence: 5000,
      fees: null,
    });
    expect(summary).toMatchObject({ taxPence: 0, igpFeePence: 0, totalProfitPence: 5000 });
  });
});

import type { TicketPurchaseView, TicketSaleView } from '@/domain/ticketSale';

export const JUNE_2 = Date.UTC(2031, 5, 2);

/** Tonight's salsa social on sale: two packages, plenty left. */
export function saleOf(overrides: Partial<TicketSaleView> = {}): TicketSaleView {
  return {
    eventId: 'evt-salsa',
    title: 'Salsa Social Tonight',
    description: 'An evening of salsa in Camden for dancers of every level.',
    date: JUNE_2,
    eventDate: { year: 2031, month: 6, day: 2 },
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    venueName: 'Camden Dance Hall',
    address: '12 Camden Road, London NW1 9DP',
    attachments: ['https://example.com/hall.jpg'],
    onSale: true,
    cancelled: false,
    ticketsLeft: 98,
    packages: [
      { index: 0, detail: 'Standard', price: 12, ticketsLeft: 78 },
      { index: 1, detail: 'VIP', price: 24, ticketsLeft: 2 },
    ],
    ...overrides,
  };
}

/** Two Standard tickets of that event, the first checked in. */
export function purchaseOf(overrides: Partial<TicketPurchaseView> = {}): TicketPurchaseView {
  return {
    purchaseId: 'pur-0123456789abcdef0123',
    buyerName: 'Ada Lovelace',
    event: {
      id: 'evt-salsa',
      title: 'Salsa Social Tonight',
      description: 'An evening of salsa in Camden for dancers of every level.',
      date: JUNE_2,
      eventDate: { year: 2031, month: 6, day: 2 },
      startTime: '7:00 PM',
      requiredTime: '3 hr 0 min',
      venueName: 'Camden Dance Hall',
      address: '12 Camden Road, London NW1 9DP',
    },
    cancelled: false,
    refund: null,
    tickets: [
      {
        ticketId: 'A1B2C3D4E5F6A7B8C9D0',
        ticketType: 'Standard',
        amountPaid: 12,
        isCheckedIn: true,
        code: 'GV1.A1B2C3D4E5F6A7B8C9D0.evt-salsa.sig1',
      },
      {
        ticketId: 'F0E1D2C3B4A596877869',
        ticketType: 'Standard',
        amountPaid: 12,
        isCheckedIn: false,
        code: 'GV1.F0E1D2C3B4A596877869.evt-salsa.sig2',
      },
    ],
    ...overrides,
  };
}

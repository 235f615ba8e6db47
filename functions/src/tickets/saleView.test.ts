import { describe, expect, it } from 'vitest';
import { saleView } from './saleView';
import { eventStock, statsCountersOf } from '../shared/ticketStock';

const event = {
  title: 'Salsa Night',
  description: 'Social dancing',
  eventDate: { year: 2030, month: 6, day: 1 },
  date: Date.UTC(2030, 5, 1),
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  address: '1 River Road',
  attachments: ['/demo/venue-hall.jpg', 42],
  status: 'active',
  requiredSeats: 100,
  venue: { venueName: 'Riverside Hall', seats: 120 },
  packages: [
    { detail: 'Standard', price: 12.5, ticketsAmmount: 80 },
    { detail: '', price: 5, ticketsAmmount: 5 },
  ],
  createdBy: 'orla',
  managersId: ['marco'],
};

const selling = { now: Date.UTC(2030, 4, 1), ownerActive: true };

describe('saleView', () => {
  it("shows what a buyer needs and none of the event's people or bookings", () => {
    const view = saleView(
      'evt-1',
      event,
      eventStock(event, statsCountersOf({ sold: 5, packages: { Standard: 5 } }), null, selling),
    );
    expect(view).toEqual({
      eventId: 'evt-1',
      title: 'Salsa Night',
      description: 'Social dancing',
      date: Date.UTC(2030, 5, 1),
      eventDate: { year: 2030, month: 6, day: 1 },
      startTime: '7:00 PM',
      requiredTime: '3 hr 0 min',
      venueName: 'Riverside Hall',
      address: '1 River Road',
      attachments: ['/demo/venue-hall.jpg'],
      onSale: true,
      cancelled: false,
      ticketsLeft: 95,
      packages: [{ index: 0, detail: 'Standard', price: 12.5, ticketsLeft: 75 }],
    });
  });

  it('shows nothing left once the event no longer sells', () => {
    const view = saleView(
      'evt-1',
      event,
      eventStock(event, statsCountersOf(undefined), null, { ...selling, now: Date.UTC(2030, 5, 2) }),
    );
    expect(view).toMatchObject({ onSale: false, ticketsLeft: 0, packages: [{ ticketsLeft: 0 }] });
  });

  it('says a cancelled event is cancelled and sells nothing', () => {
    const cancelled = { ...event, status: 'cancelled' };
    const view = saleView(
      'evt-1',
      cancelled,
      eventStock(cancelled, statsCountersOf(undefined), null, selling),
    );
    expect(view).toMatchObject({ cancelled: true, onSale: false, ticketsLeft: 0 });
  });
});

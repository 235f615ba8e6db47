// Upcoming demo events (upcoming.json), made by the seed through the booking function (the same code path as the
// app), dated relative to T: one today, others in the coming weeks, each booking demo slots so orders and bookings
// match. Their tickets (`ticketSales`) are sold by the seed through the sale function's own code (sellTickets) to the
// demo app users, each purchase paid by simulated card; `checkedIn` of a purchase's tickets are then checked in at
// the door by the event's creator through the check-in code. Request ids carry T, so seeding again adds nothing.
import { DEMO_APP_USERS, MANAGER } from './accounts.mjs';
import { DEMO_AVAILABILITY, DEMO_VENUE_WEEKLY_SLOTS } from './availability.mjs';
import { demoDateKey, demoToday, keyOf } from './calendar.mjs';
import { dataFile } from './data.mjs';
import { DEMO_VENUE_ID } from './venues.mjs';

const { events, ticketSales } = dataFile('upcoming.json');

export const DEMO_UPCOMING = events;

export const DEMO_TICKET_SALES = ticketSales;

const demoSlotPrice = (id) =>
  [...DEMO_VENUE_WEEKLY_SLOTS, ...DEMO_AVAILABILITY.slots].find((slot) => slot.id === id).price;

/** The createEvent request of each upcoming demo event, for a seed run at `now`. */
export function demoUpcomingRequests(now = new Date()) {
  const today = keyOf(demoToday(now));
  return DEMO_UPCOMING.map((plan) => {
    const price = plan.key === 'masterclass' ? 25 : 12;
    const slotIds = [...plan.venueSlots, ...plan.managerSlots];
    return {
      uid: plan.createdBy,
      request: {
        requestId: `seed-${plan.key}-${today}`,
        details: {
          title: plan.title,
          description: `${plan.title}: ${plan.eventType.toLowerCase()} in Camden for dancers of every level, with a social after the class.`,
          eventDate: demoDateKey(plan.offsetDays, now),
          startTime: plan.startTime,
          duration: { hours: 3, minutes: 0 },
          location: {
            address: '12 Camden Road, London NW1 9DP, United Kingdom',
            location: { latitude: 51.5413, longitude: -0.1395 },
            helpingAddress: {
              street: '12',
              streetName: 'Camden Road',
              city: 'London',
              country: 'United Kingdom',
              postalCode: 'NW1 9DP',
            },
          },
          eventType: plan.eventType,
          eventLevel: 'All levels',
          requiredSeats: 100,
          featured: plan.key === 'tonight',
          attachments: ['/demo/venue-hall.jpg'],
        },
        packages: [
          { detail: 'Standard', price, ticketsAmmount: 80 },
          { detail: 'VIP', price: price * 2, ticketsAmmount: 20 },
        ],
        venue: plan.venueSlots.length
          ? { venueId: DEMO_VENUE_ID, slotIds: plan.venueSlots.map((id) => `${id}-${today}`) }
          : null,
        manualVenue: plan.venueSlots.length
          ? null
          : {
              venueName: 'Camden Dance Hall',
              address: '12 Camden Road, London NW1 9DP, United Kingdom',
              seats: 120,
            },
        managers: plan.managerSlots.length
          ? [
              {
                managerId: MANAGER,
                slots: plan.managerSlots.map((id) => ({ entryId: today, slotId: `${id}-${today}` })),
              },
            ]
          : [],
        payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
        // The total the wizard shows for these slots: the booking refuses any other.
        expectedTotalPence: slotIds.reduce((sum, id) => sum + Math.round(demoSlotPrice(id) * 100), 0),
      },
    };
  });
}

/**
 * The buyTickets request of each demo purchase, for a seed run at `now`, given the upcoming demo events' ids by key
 * (events the seed could not book are left out), with what each purchase costs and who checks it in.
 */
export function demoTicketSales(eventIds, now = new Date()) {
  const today = keyOf(demoToday(now));
  const packagesOf = new Map(
    demoUpcomingRequests(now).map(({ request }, index) => [DEMO_UPCOMING[index].key, request.packages]),
  );
  return DEMO_TICKET_SALES.flatMap((sale, index) => {
    if (!eventIds[sale.event]) return [];
    const buyer = DEMO_APP_USERS[sale.buyer];
    const plan = DEMO_UPCOMING.find((upcoming) => upcoming.key === sale.event);
    return [
      {
        staffUid: plan.createdBy,
        checkedIn: sale.checkedIn,
        totalPence: Math.round(packagesOf.get(sale.event)[sale.packageIndex].price * 100) * sale.quantity,
        request: {
          eventId: eventIds[sale.event],
          packageIndex: sale.packageIndex,
          quantity: sale.quantity,
          name: buyer.name,
          email: buyer.email,
          cardToken: 'tok_sim_visa_4242',
          requestId: `seed-tickets-${index + 1}-${sale.event}-${today}`,
        },
      },
    ];
  });
}

// Dashboard demo (past-year.json): events, tickets and orders of the three active demo accounts, dated in the year the
// seed runs (so the dashboard's current-year charts have data). An event's `tickets` are [month, day, amountPaid] of
// each ticket sold; each order books one slot, on the event's day, by the event's owner. Ids are fixed, so seeding
// again adds nothing. The figures each account's dashboard must show are in demo-expectations.mjs, written out; the
// e2e and emulator tests import them from there.
import { accountOf, DEMO_APP_USERS, MANAGER, OWNER } from './accounts.mjs';
import { DAY_MS, utcDay } from './calendar.mjs';
import { dataFile } from './data.mjs';
import { demoVenues } from './venues.mjs';

// Ids carry the year, so a stack whose data is kept past New Year gets the new year's demo set on its next start
// (the charts show the current year) and keeps last year's as history.
const yearly = (id, year) => `${id}-${year}`;

const { events: EVENT_PLAN, orders: ORDER_PLAN, ratings: RATINGS } = dataFile('past-year.json');

/** events/{id} documents of the demo accounts, dated in `year`. */
export function demoEvents(year) {
  return EVENT_PLAN.map(
    ({ id, createdBy, title, eventType, month, day, status, isManual, tickets }, index) => {
      const date = utcDay(year, month, day);
      const price = tickets[0]?.[2] ?? 10;
      // The bookings as the booking function records them on the event: the venue's and each manager's booked slots.
      const booked = (to) =>
        ORDER_PLAN.filter((order) => order.event === id && order.createdTo === to).map((order) => ({
          id: `${yearly(order.id, year)}-slot`,
          startTime: order.startTime,
          endTime: order.endTime,
          price: order.price,
        }));
      const [hall] = demoVenues(year);
      const venueSlots = booked(OWNER);
      const managerSlots = booked(MANAGER);
      const marco = accountOf(MANAGER);
      const venue =
        venueSlots.length || isManual
          ? {
              ...(venueSlots.length ? { id: hall.id } : {}),
              venueName: hall.venue.venueName,
              address: hall.venue.address,
              description: venueSlots.length ? hall.venue.description : '',
              location: venueSlots.length ? hall.venue.location : null,
              seats: hall.venue.seats,
              attachments: venueSlots.length ? hall.venue.attachments : [],
              bookedSlots: venueSlots,
            }
          : null;
      return {
        id: yearly(id, year),
        venue,
        selectedVenue: venueSlots.length ? hall.id : null,
        eventManagers: managerSlots.length
          ? [
              {
                id: MANAGER,
                name: marco.name,
                category: marco.category,
                img: marco.img,
                bookedSlots: managerSlots,
              },
            ]
          : [],
        orderCount: venueSlots.length + managerSlots.length,
        location: null,
        title,
        description: `${title}: an evening of ${eventType.toLowerCase()} in London for dancers of every level.`,
        eventDate: { year, month, day },
        date,
        startTime: '7:00 PM',
        requiredTime: '3 hr 0 min',
        eventLocation: 'London',
        eventType,
        eventLevel: 'All levels',
        requiredSeats: 80,
        status,
        featured: false,
        isFeaturedTaxApply: false,
        attachments: [index % 2 === 0 ? '/demo/work-salsa.jpg' : '/demo/work-festival.jpg'],
        packages: [{ detail: 'Standard', price, ticketsAmmount: 80 }],
        managersId: ORDER_PLAN.some((order) => order.event === id && order.createdTo === MANAGER)
          ? [MANAGER]
          : [],
        isManual: isManual && !venueSlots.length,
        isPaymentCleared: status === 'completed',
        createdBy,
        createdAt: date - 60 * DAY_MS,
        address: '221 Camden High Street, London NW1 7BU, United Kingdom',
      };
    },
  );
}

/** The ids of the year's demo events that have tickets: the seed recounts their ticketStats from the tickets. */
export const demoEventsWithTickets = (year) =>
  EVENT_PLAN.filter((plan) => plan.tickets.length > 0).map((plan) => yearly(plan.id, year));

/** tickets/{id} documents: bought by the demo app users in turn, checked in once the event is completed. */
export function demoTickets(year) {
  return EVENT_PLAN.flatMap(({ id: eventId, createdBy, status, tickets }) =>
    tickets.map(([month, day, amountPaid], index) => {
      const buyer = DEMO_APP_USERS[index % DEMO_APP_USERS.length];
      const id = `${yearly(eventId, year)}-ticket-${index + 1}`;
      const isCheckedIn = status === 'completed';
      const event = EVENT_PLAN.find((plan) => plan.id === eventId);
      return {
        id,
        ticketId: id,
        userId: buyer.uid,
        userName: buyer.name,
        userNameLower: buyer.name.toLowerCase(),
        purchaseDate: utcDay(year, month, day) + 12 * 60 * 60 * 1000,
        amountPaid,
        isPaid: true,
        isCheckedIn,
        // Checked in at 7 PM on the event's day by its owner, as the door would have recorded it.
        checkedInAt: isCheckedIn ? utcDay(year, event.month, event.day) + 19 * 60 * 60 * 1000 : null,
        checkedInBy: isCheckedIn ? createdBy : null,
        checkInRequestId: null,
        paymentMethod: 'PayPal',
        ticketType: 'Standard',
        packageIndex: 0,
        eventId: yearly(eventId, year),
        eventOwnerId: createdBy,
        feedbackNotes: '',
      };
    }),
  );
}

/** orders/{id} documents: slots of the manager and the venue owner booked for demo events. */
export function demoOrders(year) {
  const events = new Map(demoEvents(year).map((event) => [event.id, event]));
  return ORDER_PLAN.map(({ id, event: eventId, createdTo, price, status, startTime, endTime }) => {
    const event = events.get(yearly(eventId, year));
    const booker = accountOf(event.createdBy);
    const booked = accountOf(createdTo);
    const party = (account) => ({
      id: account.uid,
      name: account.name,
      email: account.email,
      number: account.number,
      img: account.img ?? '',
    });
    const [venue] = demoVenues(year);
    // Orders with the venue owner are the demo venue's bookings; the others book the demo manager.
    const isVenue = createdTo === OWNER;
    return {
      id: yearly(id, year),
      event: event.id,
      kind: isVenue ? 'venue' : 'manager',
      bookingOwnerId: isVenue ? venue.id : createdTo,
      bookingDate: event.date,
      slot: { id: `${yearly(id, year)}-slot`, startTime, endTime, price },
      eventDetails: {
        title: event.title,
        description: event.description,
        eventLocation: event.eventLocation,
        address: event.address,
        date: event.date,
        startTime: event.startTime,
        requiredTime: event.requiredTime,
      },
      venue: isVenue
        ? {
            id: venue.id,
            venueName: venue.venue.venueName,
            address: venue.venue.address,
            seats: venue.venue.seats,
          }
        : null,
      eventManager: isVenue
        ? null
        : {
            id: booked.uid,
            name: booked.name,
            category: booked.category ?? '',
            email: booked.email,
            img: booked.img ?? '',
          },
      createdAt: event.createdAt + DAY_MS,
      createdBy: event.createdBy,
      createdTo,
      createdByData: party(booker),
      createdToData: party(booked),
      paymentMethod: 'card',
      status,
    };
  });
}

/**
 * Ratings of the demo's completed orders of completed events, given by each order's booker as the rateOrder function
 * would, so Marco's and the demo venue's cards show an average and their details list ratings at once. Order 4 (the
 * venue's booking for an event still active) is left for settlement to complete, as the server refuses it until then.
 */
export function demoRatings(year) {
  return RATINGS.map(({ order, raterId, stars, text }) => ({
    orderId: yearly(order, year),
    raterId,
    stars,
    text,
  }));
}

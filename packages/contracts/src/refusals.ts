// Refusal reasons: what a callable says when it will not do what was asked, as a stable code with parameters. The
// browser shows t('errors:<reason>', params) from src/locales/<lng>/errors.json, whose English copy a test holds equal
// to this table, so nobody decides anything by reading a message. English is the spec's text verbatim where it has
// one, odd spellings included; {{name}} marks a parameter, as i18next writes it. `request` carries the schema's own
// English words about a malformed request: the app validates its forms first, so only a hand-made request reads it.

export const REFUSAL_TEXTS = {
  signInFirst: 'Sign in first.',
  request: '{{detail}}',
  requestIdInvalid: 'The request id is not valid.',
  eventIdRequired: 'eventId is required.',
  noEventDetails: 'No Event Details',
  eventNotFound: 'Event not found.',

  eventHasTickets: 'Sorry! Unable to delete. Event contains tickets.',
  deleteTooLate: 'Sorry! Unable to delete. You can only delete 3 days before event.',
  deleteCancelledEvent:
    'Sorry! Unable to delete. A cancelled event is kept until every refund has been made.',
  deleteFailed: 'Sorry! Unable to delete. Something went wrong',
  deleteNotOwner: 'Only the event owner can delete it.',

  cancelNotOwner: 'Only the event owner can cancel it.',
  cancelEventOver: 'This event is over and can no longer be cancelled.',
  cancelNotCancellable: 'This event can no longer be cancelled.',
  cancelFailed: 'Sorry! Unable to cancel. Something went wrong',
  eventCancelled: 'This event was cancelled.',

  bookingInactive: 'Only an active account can create events.',
  textHasLink: 'Titles and names cannot hold links, e-mail addresses or the characters < and >.',
  pictureNotOwn: "Pictures must be uploaded to this app's storage, in your own folder.",
  bookingVenueNotAllowed: 'Your account type cannot book a venue.',
  bookingManagersNotAllowed: 'Your account type cannot book event managers.',
  ticketPriceBelowOne: 'Ticket prices must be at least £1.',
  venueNotFound: 'Venue not found.',
  venueOffline: 'This venue is offline.',
  venueNotTakingBookings: 'This venue is not taking bookings.',
  venueSlotMissing: 'The venue has no such slot on this date.',
  venueOverCapacity: 'The packages offer more tickets than the venue has seats.',
  managerNotFound: 'Event manager not found.',
  managerSlotMissing: 'The event manager has no such slot on this date.',
  slotAlreadyBooked: 'Booking aleady exists for this slot',
  managerSlotTaken:
    'Sorry! Slot of Event Manager ({{ownerName}}) from {{startTime}} - {{endTime}} already booked',
  venueSlotTaken:
    'Sorry! Slot of Venue Owner ({{ownerName}}) from {{startTime}} - {{endTime}} already booked',
  bookingPriceChanged: 'The price of this slot changed to £{{total}}. Check the new total and submit again.',
  paymentRequired: 'Payment is required for the booked slots.',
  cashNotAllowed: 'Cash payments are not enabled for your account.',
  paymentDeclined: '{{detail}}',
  paymentAuthenticationRequired: 'Your bank needs you to confirm this payment.',
  paymentAuthenticationFailed:
    'Your bank did not confirm this payment, so nothing was charged. Please try again or use another card.',

  slotNotOwner: 'Only the venue owner can change its slots.',
  slotNotVenueOwner: 'Only an active venue owner can change venue slots.',
  unknownVenueSlot: 'The venue has no such slot.',
  slotDateOutOfRange: 'Pick a date from today to two years ahead.',
  toggleRequestInvalid: 'venueId, date (YYYY-MM-DD) and slotId are required.',
  availabilityRequestInvalid: 'venueId and availability are required.',
  availabilityInvalid: 'Invalid availability.',
  availabilityNotOwner: 'Only the venue owner can change its availability.',
  availabilityNotVenueOwner: 'Only an active venue owner can change venue availability.',
  slotBooked: 'Sorry! Unable to delete. Slot is already booked.',
  slotDeleteRequestInvalid: 'ownerId, entryId (YYYY-MM-DD) and slotId are required.',
  slotDeleteNotOwner: 'Only the manager can delete their slots.',
  availabilityInactive: 'Only an active account can change its availability.',
  slotGone: 'This slot no longer exists.',

  soldOut: 'Sorry! This event is sold out.',
  notOnSale: 'Tickets are not on sale for this event.',
  onlyTicketsLeft: 'Sorry! Only {{left}} tickets left for {{detail}}.',
  choosePackage: 'Choose a ticket package.',
  cardRequired: 'Card details are required.',
  purchaseRepeated: 'This purchase was already made. Reload the page to buy again.',
  purchasePricesChanged: 'Prices changed while you bought. Please review and try again.',
  tooManyPurchases: 'Too many purchases from your network. Please wait a minute and try again.',
  tooManyPurchasesForEvent:
    'Too many purchases for this event from your network. Please ask the organiser if you need more tickets.',
  freeTicketsLeft: 'This e-mail address can get only {{left}} more free tickets for this event.',
  freeTicketsUsed:
    'This e-mail address already has {{limit}} free tickets for this event, the most one address can get.',
  freeTicketsThisHourUsed:
    'This event has given out all the free tickets it can this hour. Please try again in an hour.',
  purchaseDeclined: '{{detail}}',

  waitlistNotSoldOut: 'Tickets of {{detail}} are still on sale: buy them instead.',
  tooManyWaitlistJoins: 'Too many waitlist entries from your network. Please wait a minute and try again.',
  waitlistOfferUnknown: 'This waitlist link is not valid.',
  waitlistOfferLapsed: 'This offer has lapsed: its tickets passed to the next person in line.',
  waitlistOfferUsed: 'The tickets of this offer were already bought.',
  waitlistOfferTooMany: 'This offer holds {{held}} tickets of {{detail}}.',
  refundNotOwner: 'Only the event owner can refund tickets.',
  refundCheckedIn: 'A checked-in ticket cannot be refunded.',
  refundAlreadyMade: 'These tickets were already refunded.',
  refundNeverPaid: 'These tickets were never paid for: their card payment lapsed.',
  refundAfterPayout: "This event's ticket money was already paid out, so it cannot be refunded here.",
  refundNotNow: 'Tickets of a cancelled or ended event cannot be refunded here.',
  invalidTicketCode: 'Invalid ticket code.',
  ticketOfOtherEvent: 'This ticket is for another event.',
  ticketNotFound: 'Ticket not found.',
  ticketUnpaid: 'This ticket was not paid for: its card payment never went through.',
  ticketDisputed: "This ticket's card payment is disputed by the card holder: it does not admit anyone.",
  ticketIdAmbiguous: 'Several tickets start with this ID. Type more of it.',
  notDoorStaff: 'You cannot check in tickets for this event.',
  scanOrTypeTicket: 'Scan a ticket code or type a ticket id.',

  payoutInactive: 'Only an active account can be paid out.',
  payoutInvalid: 'Invalid request.',
  notEnoughBalance: 'Error! Not enough balance available',
  withdrawalInProgress: 'Your withdrawal is being processed. Try again later!',
  cardsByStripe: 'Card details are collected by Stripe when Stripe is configured.',
  payoutTryAgain: 'Sorry! Try again',
  payoutProviderRefused: '{{detail}}',

  ratingInvalid: 'Choose 1 to 5 stars; the text may hold up to 1,000 characters.',
  ratingOrderNotFound: 'Booking not found.',
  ratingNotRater: "Only the event's organizer can rate this booking.",
  ratingRaterInactive: 'Only an active account can rate.',
  ratingNotCompleted: 'A booking can be rated once its event has completed.',
  ratingOwnListing: 'You cannot rate your own venue or yourself.',
  ratingEditClosed: 'A rating can be changed for 14 days only.',
  ratedPartyGone: 'The rated venue or manager no longer exists.',
  replyInvalid: 'A reply needs a text of up to 1,000 characters.',
  ratingNotFound: 'Rating not found.',
  replyNotRatedParty: 'Only the rated venue owner or manager can reply.',
  replyInactive: 'Only an active account can reply.',
  ratingAlreadyReplied: 'This rating already has a reply.',

  announcementEventRequired: 'Event must required',
  announcementTitleRequired: 'Title must required',
  announcementMessageRequired: 'Message must required',
  announcementTitleTooLong: 'Title must be at most {{max}} characters.',
  announcementMessageTooLong: 'Message must be at most {{max}} characters.',
  announcementInvalid: 'The announcement is not valid.',
  announcementNotOwner: 'Only the event owner can send announcements.',
  announcementPast: 'Announcements can only be sent for upcoming events.',
  tooManyAnnouncements: 'Too many announcements for this event. Try again later.',
  announcementStillSending: 'This announcement is still being sent. Try again later.',
  pushTokenInvalid: 'The push token is not valid.',
  pushNotPlatformAccount: 'Only platform accounts can receive notifications.',

  emailRequired: 'A valid email is required.',
  tooManyEmailChecks: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyPageViews: 'Too many requests from your network. Please wait a minute and try again.',
  appCheckTokenReused: 'This request was already used. Please reload the page and try again.',
} as const;

export type RefusalReason = keyof typeof REFUSAL_TEXTS;
export type RefusalParams = Readonly<Record<string, string | number>>;

export const REFUSAL_REASONS = Object.keys(REFUSAL_TEXTS) as RefusalReason[];

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(REFUSAL_TEXTS, value);

/** What a refusal carries in HttpsError.details. */
export interface RefusalDetails {
  reason: RefusalReason;
  params: RefusalParams;
}

const PARAMETER = /\{\{(\w+)\}\}/g;

/** The English text of a refusal, its parameters filled in. */
export function refusalText(reason: RefusalReason, params: RefusalParams = {}): string {
  return REFUSAL_TEXTS[reason].replace(PARAMETER, (_, name: string) => String(params[name] ?? ''));
}

/**
 * The refusal a callable's error details carry (HttpsError.details), or null when they carry none (an unexpected
 * failure, or a reason this build does not know): the app's refusalOf reads a failed call's details with it.
 */
export function refusalInDetails(details: unknown): RefusalDetails | null {
  if (!details || typeof details !== 'object') return null;
  const { reason, params } = details as Record<string, unknown>;
  if (!isRefusalReason(reason)) return null;
  const figures: Record<string, string | number> = {};
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') figures[name] = value;
    }
  }
  return { reason, params: figures };
}

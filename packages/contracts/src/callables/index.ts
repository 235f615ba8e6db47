// Every callable Cloud Function's contract. functions/src/index.ts exports each under its `name` (a test holds them
// equal), and the app calls them only through these.
export * from './define';
export { checkAccountEmail } from './checkAccountEmail';
export {
  createEvent,
  EVENT_TYPES,
  EVENT_TYPE_OPTIONS,
  MAX_EVENT_DAYS_AHEAD,
  MAX_EVENT_IMAGES,
  MAX_MANAGERS,
  MAX_PACKAGES,
  MAX_SEATS,
  MAX_SLOTS_PER_BOOKING,
  MAX_TICKET_PRICE,
  MAX_TOTAL_PENCE,
  type EventType,
} from './createEvent';
export { deleteEvent } from './deleteEvent';
export {
  cancelEvent,
  cancellationPreview,
  type CancellationPreview,
  type CancelledBooking,
} from './cancelEvent';
export { retryCancellationRefunds } from './retryCancellationRefunds';
export { deleteAvailabilitySlot } from './deleteAvailabilitySlot';
export { toggleVenueSlot } from './toggleVenueSlot';
export { saveVenueAvailability } from './saveVenueAvailability';
export * from './ticketFormats';
export { buyTickets, buyerFields, waitlistOfferRequest } from './buyTickets';
export { joinWaitlist, getWaitlistOffer } from './joinWaitlist';
export { refundTicketPurchase } from './refundTicketPurchase';
export { getTicketSale } from './getTicketSale';
export { getTicketPurchase, PURCHASE_REFUND_STATUSES, type PurchaseRefundStatus } from './getTicketPurchase';
export {
  shopPageData,
  type PurchaseCalendarFile,
  type RenderShopPage,
  type ShopPageData,
} from './shopPageData';
export { checkInTicket } from './checkInTicket';
export { ticketDoorList } from './ticketDoorList';
export { sendAnnouncement, ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENT_MESSAGE_MAX } from './sendAnnouncement';
export { registerPushToken } from './registerPushToken';
export { rateOrder } from './rateOrder';
export { replyToRating } from './replyToRating';
export { getPayoutAccount } from './getPayoutAccount';
export { answerSimulatedAuthentication } from './answerSimulatedAuthentication';
export { createCardToken } from './createCardToken';
export { attachPayoutCard } from './attachPayoutCard';
export { createOnboardingLink } from './createOnboardingLink';
export { withdrawBalance } from './withdrawBalance';

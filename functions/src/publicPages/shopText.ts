// The English texts of the server-rendered shop pages: the same words as the browser's
// src/locales/en/ticketShop.json and ui.json (shopText.test.ts compares them), so taking the page over changes
// nothing a buyer reads. Pages render in English; the browser re-renders in a buyer's chosen language.

export const SHOP_TEXT = {
  pictures: 'Pictures of {{title}}',
  picture: '{{label}}, picture {{number}} of {{count}}',
  noPicture: '{{label}}, no pictures yet',
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  picturePosition: 'Picture {{number}} of {{count}}',
  date: 'Date',
  time: 'Start time',
  duration: 'Duration',
  venue: 'Venue',
  address: 'Address',
  about: 'About this event',
  buyJump: 'Buy tickets',
  notFound: 'No Event Details',
  free: 'Free',
  leftOne: '{{count}} ticket left',
  leftOther: '{{count}} tickets left',
  packageSoldOut: 'Sold out',
  noPackages: 'This event has no ticket packages.',
  soldOut: 'Sorry! This event is sold out.',
  notOnSale: 'Tickets are not on sale for this event.',
  cancelled: 'This event has been cancelled. No tickets are sold.',
  buyTitle: 'Tickets',
  startBuying: 'Choose tickets',
  ticketsPageTitle: 'Tickets for {{title}}',
  ticketsTitleOne: 'Your ticket',
  ticketsTitleOther: 'Your tickets',
  ticketsFor: 'For {{name}}',
  keep: "Show a ticket's QR code at the door. Keep this page's link: it is the way back to your tickets.",
  ticket: 'Ticket {{number}} of {{total}}',
  ticketId: 'Ticket ID',
  package: 'Package',
  paid: 'Paid',
  checkedIn: 'Checked in',
  qr: 'QR code of ticket {{id}}',
  ticketVoid: 'Void',
  ticketVoidQr: 'This ticket is no longer valid, so it has no QR code.',
  addToCalendar: 'Add to calendar',
  backToEvent: 'Event page',
  refundCancelled: 'This event was cancelled. Your tickets are no longer valid.',
  refundPending: 'Your refund is on its way.',
  refundRefunded: '{{amount}} has been refunded to your card.',
  refundReleased: 'Your card was not charged: the payment was released.',
  refundDue: 'The organizer owes you {{amount}}, as you did not pay by card.',
  refundVoid: 'Your free tickets are no longer valid.',
  refundDeclined: 'Your refund of {{amount}} is being processed; it will be tried again.',
} as const;

/** A text with its {{name}} placeholders filled (values unescaped: escape the result where it lands). */
export function shopText(key: keyof typeof SHOP_TEXT, values: Record<string, string | number> = {}): string {
  return SHOP_TEXT[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

import { describe, expect, it } from 'vitest';
import shop from '../../../src/locales/en/ticketShop.json';
import ui from '../../../src/locales/en/ui.json';
import { SHOP_TEXT, shopText } from './shopText';

// The server-rendered pages and the browser's first render must read the same, or taking over the page would
// change its words (and move its lines).
const BROWSER_KEYS: Record<keyof typeof SHOP_TEXT, string> = {
  pictures: 'event.pictures',
  picture: 'carousel.picture',
  noPicture: 'carousel.noPicture',
  previousPicture: 'carousel.previous',
  nextPicture: 'carousel.next',
  picturePosition: 'carousel.position',
  date: 'event.date',
  time: 'event.time',
  duration: 'event.duration',
  venue: 'event.venue',
  address: 'event.address',
  about: 'event.about',
  buyJump: 'event.buyJump',
  notFound: 'event.notFound',
  free: 'packages.free',
  leftOne: 'packages.left_one',
  leftOther: 'packages.left_other',
  packageSoldOut: 'packages.soldOut',
  noPackages: 'packages.none',
  soldOut: 'sale.soldOut',
  notOnSale: 'sale.notOnSale',
  cancelled: 'sale.cancelled',
  buyTitle: 'buy.title',
  startBuying: 'buy.start',
  ticketsPageTitle: 'tickets.pageTitle',
  ticketsTitleOne: 'tickets.title_one',
  ticketsTitleOther: 'tickets.title_other',
  ticketsFor: 'tickets.for',
  keep: 'tickets.keep',
  ticket: 'tickets.ticket',
  ticketId: 'tickets.ticketId',
  package: 'tickets.package',
  paid: 'tickets.paid',
  checkedIn: 'tickets.checkedIn',
  qr: 'tickets.qr',
  ticketVoid: 'tickets.void',
  ticketVoidQr: 'tickets.voidQr',
  addToCalendar: 'tickets.addToCalendar',
  backToEvent: 'tickets.backToEvent',
  refundCancelled: 'refund.cancelled',
  refundPending: 'refund.pending',
  refundRefunded: 'refund.refunded',
  refundReleased: 'refund.released',
  refundDue: 'refund.refund-due',
  refundVoid: 'refund.void',
  refundDeclined: 'refund.declined',
};

const lookup = (texts: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('SHOP_TEXT', () => {
  it.each(Object.entries(BROWSER_KEYS))('%s reads as the browser English %s', (key, path) => {
    const texts = path.startsWith('carousel.') ? ui : shop;
    expect(SHOP_TEXT[key as keyof typeof SHOP_TEXT]).toBe(lookup(texts, path));
  });

  it('fills placeholders', () => {
    expect(shopText('leftOther', { count: 3 })).toBe('3 tickets left');
  });
});

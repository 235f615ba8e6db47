import { object, string } from 'yup';
import { MAX_TICKETS_PER_PURCHASE, type TicketSaleView } from '@/domain/ticketSale';
import { soldOutPackages } from '@/domain/waitlist';
import type { WaitlistOrder } from '../slice/types';
import { BUY_MESSAGES, buyerSchemaFields, chosenPackage } from './buyTickets.schema';

/** Keys of the `ticketShop` namespace: the buy form's, and the one a waitlist adds. */
export const WAITLIST_MESSAGES = {
  ...BUY_MESSAGES,
  packageOnSale: 'validation.packageOnSale',
} as const;

type Sale = Pick<TicketSaleView, 'ticketsLeft' | 'packages'>;

/** Select and text values: '' until chosen. */
export interface JoinWaitlistValues {
  packageIndex: string;
  quantity: string;
  name: string;
  email: string;
}

/** The first sold-out package and one ticket, so a buyer with one choice only types their details. */
export function joinWaitlistInitialValues(sale: Sale): JoinWaitlistValues {
  const first = soldOutPackages(sale)[0];
  return { packageIndex: first ? String(first.index) : '', quantity: '1', name: '', email: '' };
}

/**
 * The waitlist form's rules, a purchase's limits: a package with nothing left to buy (one on sale is bought
 * instead), from 1 to as many tickets as one purchase may take, and the buyer's name and e-mail.
 */
export function joinWaitlistSchema(sale: Sale) {
  const waitable = new Set(soldOutPackages(sale).map((item) => item.index));
  return object({
    packageIndex: string()
      .required(WAITLIST_MESSAGES.packageRequired)
      .test(
        'soldOut',
        WAITLIST_MESSAGES.packageOnSale,
        (value) => !value || waitable.has(chosenPackage({ packageIndex: value })),
      ),
    quantity: string()
      .required(WAITLIST_MESSAGES.quantityRequired)
      .test('range', WAITLIST_MESSAGES.quantityRequired, (value) => {
        if (!value) return true;
        const quantity = Number(value);
        return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_TICKETS_PER_PURCHASE;
      }),
    ...buyerSchemaFields,
  });
}

export function toWaitlistOrder(eventId: string, values: JoinWaitlistValues): WaitlistOrder {
  return {
    eventId,
    packageIndex: chosenPackage(values),
    quantity: Number(values.quantity),
    name: values.name.trim(),
    email: values.email.trim(),
  };
}

import { lazy, object, string } from 'yup';
import { cardInitialValues, cardSchema, type CardValues } from '@/components/payments/card.schema';
import { MAX_BUYER_NAME, maxQuantity, packageOf, totalPence, type TicketSaleView } from '@/domain/ticketSale';
import type { BuyOrder } from '../slice/types';

/** Keys of the `ticketShop` namespace; the card's own messages live in the shared `card` namespace. */
export const BUY_MESSAGES = {
  packageRequired: 'validation.packageRequired',
  packageSoldOut: 'validation.packageSoldOut',
  quantityRequired: 'validation.quantityRequired',
  quantityMax: 'validation.quantityMax',
  nameRequired: 'validation.nameRequired',
  nameMax: 'validation.nameMax',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
} as const;

// The server's own check, so the form refuses nothing the server would take.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Sale = Pick<TicketSaleView, 'onSale' | 'ticketsLeft' | 'packages'>;

/** Select and text values: '' until chosen. The card fields are used only when the tickets cost something. */
export interface BuyTicketsValues extends CardValues {
  packageIndex: string;
  quantity: string;
  name: string;
  email: string;
}

/** The chosen package's index, or -1 while none is chosen. */
export const chosenPackage = (values: Pick<BuyTicketsValues, 'packageIndex'>): number =>
  values.packageIndex === '' ? -1 : Number(values.packageIndex);

/** One ticket of the first package with tickets left, so a buyer with one choice only types their details. */
export function buyTicketsInitialValues(sale: Sale): BuyTicketsValues {
  const first = sale.packages.find((item) => maxQuantity(sale, item.index) > 0);
  return {
    packageIndex: first ? String(first.index) : '',
    quantity: '1',
    name: '',
    email: '',
    ...cardInitialValues(),
  };
}

/** What the chosen tickets cost, in pence; 0 until a package is chosen. */
export function payableTotal(
  sale: Pick<TicketSaleView, 'packages'>,
  values: Pick<BuyTicketsValues, 'packageIndex' | 'quantity'>,
): number {
  const item = packageOf(sale, chosenPackage(values));
  return item ? totalPence(item.price, Number(values.quantity) || 0) : 0;
}

/** Who buys (or waits): the buy form's and the waitlist form's name and e-mail rules. */
export const buyerSchemaFields = {
  name: string().trim().required(BUY_MESSAGES.nameRequired).max(MAX_BUYER_NAME, BUY_MESSAGES.nameMax),
  email: string()
    .trim()
    .required(BUY_MESSAGES.emailRequired)
    .matches(EMAIL, { message: BUY_MESSAGES.emailInvalid, excludeEmptyString: true }),
};

/**
 * The buy form's rules against the sale as last read: a package with tickets left, at most as many as one
 * purchase may take of it, the buyer's name and e-mail, and the simulated card when `cardForm` and the tickets
 * cost something (with Stripe, Elements checks the card itself).
 */
export function buyTicketsSchema(sale: TicketSaleView, { cardForm }: { cardForm: boolean }) {
  const details = object({
    packageIndex: string()
      .required(BUY_MESSAGES.packageRequired)
      .test(
        'left',
        BUY_MESSAGES.packageSoldOut,
        (value) => !value || maxQuantity(sale, chosenPackage({ packageIndex: value })) > 0,
      ),
    quantity: string()
      .required(BUY_MESSAGES.quantityRequired)
      .test('max', BUY_MESSAGES.quantityMax, function fits(value) {
        if (!value) return true;
        const quantity = Number(value);
        const max = maxQuantity(sale, chosenPackage(this.parent as BuyTicketsValues));
        return max === 0 || (Number.isInteger(quantity) && quantity >= 1 && quantity <= max);
      }),
    ...buyerSchemaFields,
  });
  const withCard = details.concat(cardSchema);
  return lazy((values: BuyTicketsValues) =>
    cardForm && payableTotal(sale, values) > 0 ? withCard : details,
  );
}

export function toBuyOrder(eventId: string, values: BuyTicketsValues): BuyOrder {
  return {
    eventId,
    packageIndex: chosenPackage(values),
    quantity: Number(values.quantity),
    name: values.name.trim(),
    email: values.email.trim(),
  };
}

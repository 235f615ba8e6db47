import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CARD_MESSAGES } from '@/components/payments/card.schema';
import type { TicketSaleView } from '@/domain/ticketSale';
import { saleOf } from '../slice/__tests__/fixtures';
import {
  BUY_MESSAGES,
  buyTicketsInitialValues,
  buyTicketsSchema,
  payableTotal,
  toBuyOrder,
  type BuyTicketsValues,
} from './buyTickets.schema';

const card = {
  cardholderName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '2032',
  cvc: '123',
};
const blankCard = { cardholderName: '', cardNumber: '', expMonth: '', expYear: '', cvc: '' };

const values = (overrides: Partial<BuyTicketsValues> = {}): BuyTicketsValues => ({
  packageIndex: '0',
  quantity: '2',
  name: ' Ada Lovelace ',
  email: ' ada@example.com ',
  ...card,
  ...overrides,
});

async function errorsOf(
  input: BuyTicketsValues,
  sale: TicketSaleView = saleOf(),
  cardForm = true,
): Promise<string[]> {
  try {
    await buyTicketsSchema(sale, { cardForm }).validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('buy tickets schema', () => {
  it('accepts a complete purchase', async () => {
    expect(await errorsOf(values())).toEqual([]);
  });

  it('wants a package, a quantity, the name and a valid e-mail', async () => {
    expect(await errorsOf(values({ packageIndex: '', quantity: '', name: ' ', email: '' }))).toEqual([
      BUY_MESSAGES.packageRequired,
      BUY_MESSAGES.quantityRequired,
      BUY_MESSAGES.nameRequired,
      BUY_MESSAGES.emailRequired,
    ]);
    expect(await errorsOf(values({ email: 'ada@example' }))).toEqual([BUY_MESSAGES.emailInvalid]);
    expect(await errorsOf(values({ name: 'A'.repeat(101) }))).toEqual([BUY_MESSAGES.nameMax]);
  });

  it('refuses a sold-out package and more tickets than are left or one purchase may take', async () => {
    const sale = saleOf({
      packages: [...saleOf().packages, { index: 2, detail: 'Balcony', price: 5, ticketsLeft: 0 }],
    });
    expect(await errorsOf(values({ packageIndex: '2', quantity: '1' }), sale)).toEqual([
      BUY_MESSAGES.packageSoldOut,
    ]);
    expect(await errorsOf(values({ packageIndex: '1', quantity: '3' }))).toEqual([BUY_MESSAGES.quantityMax]);
    expect(await errorsOf(values({ packageIndex: '1', quantity: '2' }))).toEqual([]);
    expect(await errorsOf(values({ quantity: '11' }))).toEqual([BUY_MESSAGES.quantityMax]);
    expect(await errorsOf(values({ quantity: '0' }))).toEqual([BUY_MESSAGES.quantityMax]);
  });

  it('checks the simulated card only when the tickets cost something', async () => {
    expect(await errorsOf(values(blankCard))).toEqual([
      CARD_MESSAGES.nameRequired,
      CARD_MESSAGES.numberRequired,
      CARD_MESSAGES.expiryRequired,
      CARD_MESSAGES.expiryRequired,
      CARD_MESSAGES.cvcRequired,
    ]);
    const free = saleOf({ packages: [{ index: 0, detail: 'Community', price: 0, ticketsLeft: 50 }] });
    expect(await errorsOf(values(blankCard), free)).toEqual([]);
  });

  it('leaves the card to Stripe Elements when it collects it', async () => {
    expect(await errorsOf(values(blankCard), saleOf(), false)).toEqual([]);
  });

  it('starts with one ticket of the first package that has tickets left', () => {
    const sale = saleOf({
      packages: [
        { index: 0, detail: 'Early bird', price: 8, ticketsLeft: 0 },
        { index: 1, detail: 'Standard', price: 12, ticketsLeft: 5 },
      ],
    });
    expect(buyTicketsInitialValues(sale)).toMatchObject({
      packageIndex: '1',
      quantity: '1',
      name: '',
      email: '',
      cardNumber: '',
    });
    expect(buyTicketsInitialValues(saleOf({ ticketsLeft: 0 })).packageIndex).toBe('');
  });

  it('totals the chosen tickets in pence', () => {
    expect(payableTotal(saleOf(), values({ packageIndex: '1', quantity: '2' }))).toBe(4800);
    expect(payableTotal(saleOf(), values({ packageIndex: '' }))).toBe(0);
  });

  it('sends numbers and trimmed text, never the card', () => {
    expect(toBuyOrder('evt-salsa', values())).toEqual({
      eventId: 'evt-salsa',
      packageIndex: 0,
      quantity: 2,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });
});

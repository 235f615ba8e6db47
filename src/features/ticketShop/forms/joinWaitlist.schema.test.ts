import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { saleOf } from '../slice/__tests__/fixtures';
import {
  joinWaitlistInitialValues,
  joinWaitlistSchema,
  toWaitlistOrder,
  WAITLIST_MESSAGES,
  type JoinWaitlistValues,
} from './joinWaitlist.schema';

/** Standard sold out, VIP still on sale. */
const sale = saleOf({
  packages: [
    { index: 0, detail: 'Standard', price: 12, ticketsLeft: 0 },
    { index: 1, detail: 'VIP', price: 24, ticketsLeft: 2 },
  ],
});

const values = (overrides: Partial<JoinWaitlistValues> = {}): JoinWaitlistValues => ({
  packageIndex: '0',
  quantity: '2',
  name: ' Ada Lovelace ',
  email: ' ada@example.com ',
  ...overrides,
});

async function errorsOf(input: JoinWaitlistValues, forSale = sale): Promise<string[]> {
  try {
    await joinWaitlistSchema(forSale).validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('joinWaitlistSchema', () => {
  it('takes a sold-out package, a quantity and the buyer', async () => {
    expect(await errorsOf(values())).toEqual([]);
    expect(await errorsOf(values({ quantity: '10' }))).toEqual([]);
  });

  it('refuses a package still on sale: its tickets are bought instead', async () => {
    expect(await errorsOf(values({ packageIndex: '1' }))).toEqual([WAITLIST_MESSAGES.packageOnSale]);
    // Once the event itself has nothing left, every package can be waited for.
    expect(await errorsOf(values({ packageIndex: '1' }), { ...sale, ticketsLeft: 0 })).toEqual([]);
  });

  it("keeps a purchase's limits: 1 to 10 tickets", async () => {
    expect(await errorsOf(values({ quantity: '' }))).toEqual([WAITLIST_MESSAGES.quantityRequired]);
    expect(await errorsOf(values({ quantity: '0' }))).toEqual([WAITLIST_MESSAGES.quantityRequired]);
    expect(await errorsOf(values({ quantity: '11' }))).toEqual([WAITLIST_MESSAGES.quantityRequired]);
    expect(await errorsOf(values({ quantity: '1.5' }))).toEqual([WAITLIST_MESSAGES.quantityRequired]);
  });

  it("asks the buy form's name and e-mail", async () => {
    expect(await errorsOf(values({ packageIndex: '', name: ' ', email: 'ada@' }))).toEqual([
      WAITLIST_MESSAGES.packageRequired,
      WAITLIST_MESSAGES.nameRequired,
      WAITLIST_MESSAGES.emailInvalid,
    ]);
    expect(await errorsOf(values({ name: 'A'.repeat(101), email: '' }))).toEqual([
      WAITLIST_MESSAGES.nameMax,
      WAITLIST_MESSAGES.emailRequired,
    ]);
  });
});

describe('joinWaitlistInitialValues', () => {
  it('starts on the first sold-out package, one ticket', () => {
    expect(joinWaitlistInitialValues(sale)).toEqual({
      packageIndex: '0',
      quantity: '1',
      name: '',
      email: '',
    });
  });
});

describe('toWaitlistOrder', () => {
  it('is the request as joinWaitlist takes it, trimmed', () => {
    expect(toWaitlistOrder('evt-salsa', values())).toEqual({
      eventId: 'evt-salsa',
      packageIndex: 0,
      quantity: 2,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  CARD_MESSAGES,
  cardInitialValues,
  cardSchema,
  expiryYears,
  toCardDetails,
  type CardValues,
} from './card.schema';

async function errorsOf(values: CardValues): Promise<string[]> {
  try {
    await cardSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

const card = (overrides: Partial<CardValues> = {}): CardValues => ({
  cardholderName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '2032',
  cvc: '123',
  ...overrides,
});

describe('card schema', () => {
  it("uses the spec's messages for missing fields", async () => {
    expect(await errorsOf(cardInitialValues())).toEqual([
      CARD_MESSAGES.nameRequired,
      CARD_MESSAGES.numberRequired,
      CARD_MESSAGES.expiryRequired,
      CARD_MESSAGES.expiryRequired,
      CARD_MESSAGES.cvcRequired,
    ]);
  });

  it('accepts a complete card', async () => {
    expect(await errorsOf(card())).toEqual([]);
  });

  it('refuses card numbers longer than 17 digits or with letters', async () => {
    expect(await errorsOf(card({ cardNumber: '4'.repeat(17) }))).toEqual([]);
    expect(await errorsOf(card({ cardNumber: '4'.repeat(18) }))).toEqual([CARD_MESSAGES.numberMax]);
    expect(await errorsOf(card({ cardNumber: '4242abcd' }))).toEqual([CARD_MESSAGES.numberRequired]);
  });

  it('wants a CVC of three or four digits', async () => {
    expect(await errorsOf(card({ cvc: '12' }))).toEqual([CARD_MESSAGES.cvcMin]);
    expect(await errorsOf(card({ cvc: '12a' }))).toEqual([CARD_MESSAGES.cvcMin]);
    expect(await errorsOf(card({ cvc: '1234' }))).toEqual([]);
  });

  it('hands the tokenizer digits and numbers', () => {
    expect(toCardDetails(card())).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2032,
      cvc: '123',
    });
    expect(expiryYears(2031)).toHaveLength(16);
    expect(expiryYears(2031)[0]).toBe(2031);
  });
});

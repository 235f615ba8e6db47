import { object, string } from 'yup';

/** The spec's card messages (section 5), as keys of the shared `card` namespace. */
export const CARD_MESSAGES = {
  nameRequired: 'validation.cardNameRequired',
  numberRequired: 'validation.cardNumberRequired',
  numberMax: 'validation.cardNumberMax',
  cvcRequired: 'validation.cvcRequired',
  cvcMin: 'validation.cvcMin',
  expiryRequired: 'validation.expiryRequired',
} as const;

export const CARD_NUMBER_MAX_DIGITS = 17;
export const CVC_MIN_DIGITS = 3;

export interface CardValues {
  cardholderName: string;
  cardNumber: string;
  /** Select values: '' until chosen. */
  expMonth: string;
  expYear: string;
  cvc: string;
}

/** The simulated card form's details, as the payments service tokenizes them. */
export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const cardInitialValues = (): CardValues => ({
  cardholderName: '',
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cvc: '',
});

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

export const cardSchema = object({
  cardholderName: string().trim().required(CARD_MESSAGES.nameRequired),
  cardNumber: string()
    .required(CARD_MESSAGES.numberRequired)
    .test('digits', CARD_MESSAGES.numberRequired, (value) => !value || /^\d+$/.test(digits(value)))
    .test('length', CARD_MESSAGES.numberMax, (value) => digits(value).length <= CARD_NUMBER_MAX_DIGITS),
  expMonth: string().required(CARD_MESSAGES.expiryRequired),
  expYear: string().required(CARD_MESSAGES.expiryRequired),
  cvc: string()
    .required(CARD_MESSAGES.cvcRequired)
    .matches(new RegExp(`^\\d{${CVC_MIN_DIGITS},4}$`), {
      message: CARD_MESSAGES.cvcMin,
      excludeEmptyString: true,
    }),
});

/** The expiry years a card form offers: this year and the next fifteen. */
export const expiryYears = (thisYear: number): number[] =>
  Array.from({ length: 16 }, (_, index) => thisYear + index);

export const toCardDetails = (values: CardValues): CardDetails => ({
  cardNumber: digits(values.cardNumber),
  expMonth: Number(values.expMonth),
  expYear: Number(values.expYear),
  cvc: values.cvc.trim(),
});

// How a booked slot is paid: by card through the platform, or in cash at the venue (recorded, never credited).

export const PAYMENT_METHODS = ['card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A stored order's method: anything but 'cash' is a card payment (the orders written before cash carry none). */
export const paymentMethodOf = (value: unknown): PaymentMethod => (value === 'cash' ? 'cash' : 'card');

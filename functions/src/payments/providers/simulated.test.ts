import { describe, expect, it } from 'vitest';
import { createSimulatedProvider } from './simulated';

describe('simulated payment provider', () => {
  const provider = createSimulatedProvider();

  it('creates a cus_sim_ customer id', async () => {
    const { customerId } = await provider.createCustomer({ email: 'olivia@gigvenue.test', name: 'Olivia' });
    expect(customerId).toMatch(/^cus_sim_[0-9a-f]{14}$/);
  });

  it('returns the same id for the same e-mail, whatever its case', async () => {
    const first = await provider.createCustomer({ email: 'olivia@gigvenue.test', name: 'Olivia' });
    const again = await provider.createCustomer({ email: ' Olivia@GigVenue.test', name: 'O. Owner' });
    expect(again).toEqual(first);
  });

  it('returns different ids for different e-mails', async () => {
    const olivia = await provider.createCustomer({ email: 'olivia@gigvenue.test', name: 'Olivia' });
    const marco = await provider.createCustomer({ email: 'marco@gigvenue.test', name: 'Marco' });
    expect(olivia.customerId).not.toBe(marco.customerId);
  });
});

describe("the simulated provider's test cards, as Stripe's", () => {
  const provider = createSimulatedProvider();
  const card = (cardNumber: string) =>
    provider.createCardToken({ cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });

  it('gives the authentication card (4000 0025 0000 3155) a token of its own', async () => {
    expect((await card('4000 0025 0000 3155')).tokenId).toMatch(/^tok_sim_visa_3155_/);
  });

  it('declines 4000 0000 0000 0002 and finds no funds on 4000 0000 0000 9995, before anything is held', async () => {
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ]) {
      const { tokenId } = await card(number);
      await expect(
        provider.authorizePayment({
          amountPence: 100,
          cardToken: tokenId,
          description: 'x',
          idempotencyKey: 'k',
        }),
      ).rejects.toMatchObject({ message, status: 402 });
    }
  });
});

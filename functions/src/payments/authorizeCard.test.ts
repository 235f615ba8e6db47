import { describe, expect, it, vi } from 'vitest';
import { AuthenticationFailed, AuthenticationRequired, authorizeCard } from './authorizeCard';
import type { AuthorizationState, PaymentProvider } from './providers/provider';

const input = { amountPence: 4500, cardToken: 'pm_x', description: 'Tickets', idempotencyKey: 'tickets-1' };

function providerWith(authentication: boolean, state: AuthorizationState) {
  return {
    authorizePayment: vi.fn(async () => ({
      authorizationId: 'pi_1',
      ...(authentication ? { authentication: { clientSecret: 'pi_1_secret' } } : {}),
    })),
    authorizationState: vi.fn(async () => state),
    releasePayment: vi.fn(async () => undefined),
  } as unknown as PaymentProvider & { releasePayment: ReturnType<typeof vi.fn> };
}

describe('authorizeCard', () => {
  it('holds a card that needs no authentication without asking again', async () => {
    const provider = providerWith(false, 'failed');
    await expect(authorizeCard(provider, input)).resolves.toBe('pi_1');
    expect(provider.authorizationState).not.toHaveBeenCalled();
  });

  it("asks for the bank's step while it is outstanding", async () => {
    const provider = providerWith(true, 'requires_action');
    await expect(authorizeCard(provider, input)).rejects.toEqual(new AuthenticationRequired('pi_1_secret'));
    expect(provider.releasePayment).not.toHaveBeenCalled();
  });

  it("goes on once the bank confirmed: the same request's second call", async () => {
    await expect(authorizeCard(providerWith(true, 'authorized'), input)).resolves.toBe('pi_1');
  });

  it('cancels a payment whose bank step failed, so nothing stays open', async () => {
    const provider = providerWith(true, 'failed');
    await expect(authorizeCard(provider, input)).rejects.toBeInstanceOf(AuthenticationFailed);
    expect(provider.releasePayment).toHaveBeenCalledWith({
      authorizationId: 'pi_1',
      idempotencyKey: 'release-pi_1',
    });
  });
});

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

import { createHash } from 'node:crypto';
import type { CreateCustomerInput, PaymentProvider } from './provider';

/** Offline stand-in: no network, and the same e-mail always yields the same customer id. */
export function createSimulatedProvider(): PaymentProvider {
  return {
    name: 'simulated',
    async createCustomer({ email }: CreateCustomerInput) {
      const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
      return { customerId: `cus_sim_${digest.slice(0, 14)}` };
    },
  };
}

import { describe, expect, it } from 'vitest';
import { provisioningStatus } from './provisioningStatus';

describe('provisioningStatus', () => {
  it('leaves an account created pending alone, whatever its status is now', () => {
    expect(provisioningStatus('pending', 'pending')).toBeNull();
    // The operator approved it before the provisioning trigger ran: the approval stands.
    expect(provisioningStatus('pending', 'active')).toBeNull();
    expect(provisioningStatus('pending', 'suspended')).toBeNull();
  });

  it('sets an account created with another status back to pending while nobody has changed it', () => {
    expect(provisioningStatus('active', 'active')).toBe('pending');
    expect(provisioningStatus(undefined, undefined)).toBe('pending');
    expect(provisioningStatus('admin', 'admin')).toBe('pending');
  });

  it("keeps the operator's later change to an account created with another status", () => {
    expect(provisioningStatus('active', 'suspended')).toBeNull();
    expect(provisioningStatus(undefined, 'active')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isApproval } from './approval';

describe('isApproval', () => {
  it('is a pending account becoming active', () => {
    expect(isApproval({ status: 'pending' }, { status: 'active' })).toBe(true);
  });

  it('is not a reactivation, a suspension, an edit or a missing side', () => {
    expect(isApproval({ status: 'suspended' }, { status: 'active' })).toBe(false);
    expect(isApproval({ status: 'pending' }, { status: 'suspended' })).toBe(false);
    expect(isApproval({ status: 'active' }, { status: 'active' })).toBe(false);
    expect(isApproval({ status: 'pending' }, { status: 'pending', name: 'New' })).toBe(false);
    expect(isApproval(undefined, { status: 'active' })).toBe(false);
    expect(isApproval({ status: 'pending' }, undefined)).toBe(false);
  });
});

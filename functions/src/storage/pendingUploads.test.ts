import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createdAtMs, hasStaleUploads } from './pendingUploads';

describe('createdAtMs', () => {
  it('reads a stored Timestamp or ms, and nothing else', () => {
    expect(createdAtMs(Timestamp.fromMillis(1_700_000_000_000))).toBe(1_700_000_000_000);
    expect(createdAtMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(createdAtMs('2026-01-01')).toBeNull();
    expect(createdAtMs(undefined)).toBeNull();
  });
});

describe('hasStaleUploads', () => {
  const cutoff = Date.UTC(2026, 10, 25);
  const old = { status: 'pending', createdAt: cutoff - 1, emailVerified: false };

  it('picks a pending account registered before the cut-off that never verified its address', () => {
    expect(hasStaleUploads(old, cutoff)).toBe(true);
  });

  it('leaves a recent, verified, undated, active or suspended account alone', () => {
    expect(hasStaleUploads({ ...old, createdAt: cutoff }, cutoff)).toBe(false);
    expect(hasStaleUploads({ ...old, emailVerified: true }, cutoff)).toBe(false);
    expect(hasStaleUploads({ ...old, createdAt: null }, cutoff)).toBe(false);
    expect(hasStaleUploads({ ...old, status: 'active' }, cutoff)).toBe(false);
    expect(hasStaleUploads({ ...old, status: 'suspended' }, cutoff)).toBe(false);
  });
});

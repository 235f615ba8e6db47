import type { DocumentData } from 'firebase-admin/firestore';

/**
 * True when the operator has just approved an account: pending before this write, active after it. A suspended
 * account being reactivated is not an approval, and neither is anything written while the status stays put.
 */
export function isApproval(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  return before?.status === 'pending' && after?.status === 'active';
}

/**
 * The status provisioning writes over a new account's, or null to leave it as it is. Registration creates the
 * account 'pending' (the rules allow nothing else), so a document created with another status is set back to
 * 'pending', but only while its status is still the one it was created with. A different status now was written
 * since, by the operator approving or suspending the account, and stands: an approval that lands before the
 * provisioning trigger runs is never undone.
 */
export function provisioningStatus(createdStatus: unknown, currentStatus: unknown): 'pending' | null {
  if (createdStatus === 'pending') return null;
  return currentStatus === createdStatus ? 'pending' : null;
}

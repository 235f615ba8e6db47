// Whether a payee's payout account can be paid, as the provider last said (Stripe's account.updated webhook), kept on
// managers/{uid}/private/account.payoutReadiness by the functions and read by the Payments page, which says what is
// missing in the person's language.

export interface PayoutReadiness {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** The provider's requirement codes still due ('individual.verification.document', 'external_account', ...). */
  currentlyDue: string[];
  /** When the provider said so (its event's time, ms): an older report never replaces a newer one. */
  updatedAt: number;
}

/** What the Payments page names of the requirements: a few groups a person can act on. */
export const PAYOUT_REQUIREMENTS = [
  'identity',
  'personalDetails',
  'payoutCard',
  'terms',
  'business',
  'other',
] as const;
export type PayoutRequirement = (typeof PAYOUT_REQUIREMENTS)[number];

function requirementOf(code: string): PayoutRequirement {
  if (code === 'external_account') return 'payoutCard';
  if (code.startsWith('tos_acceptance')) return 'terms';
  if (/(verification|id_number|ssn_last_4)/.test(code)) return 'identity';
  if (code.startsWith('individual.')) return 'personalDetails';
  if (code.startsWith('business_profile') || code.startsWith('company')) return 'business';
  return 'other';
}

/** The groups of what is still due, each once, in PAYOUT_REQUIREMENTS' order. */
export function missingPayoutDetails(currentlyDue: readonly string[]): PayoutRequirement[] {
  const groups = new Set(currentlyDue.map(requirementOf));
  return PAYOUT_REQUIREMENTS.filter((group) => groups.has(group));
}

/** A stored readiness, or null when the provider has not reported one (or it is unreadable). */
export function payoutReadinessOf(stored: unknown): PayoutReadiness | null {
  if (!stored || typeof stored !== 'object') return null;
  const value = stored as Record<string, unknown>;
  if (typeof value.payoutsEnabled !== 'boolean') return null;
  return {
    chargesEnabled: value.chargesEnabled === true,
    payoutsEnabled: value.payoutsEnabled,
    currentlyDue: Array.isArray(value.currentlyDue)
      ? value.currentlyDue.filter((code): code is string => typeof code === 'string')
      : [],
    updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : 0,
  };
}

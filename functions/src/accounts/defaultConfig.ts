/** The platform-set configuration of an account (spelling of ordersPercantage as in the spec). */
export interface Config {
  isCashPaymentsAllowed: boolean;
  noFreeEvents: boolean;
  ordersPercantage: number;
  perTicketPercentage: number;
  platformFees: number;
  noOfFeaturedEventsAllowed: number;
  featuredEventsTaxPercentage: number;
}

/** managers/{uid}/private/account: the owner-only part of an account. */
export interface PrivateAccount {
  config: Config;
  currentBalance: number;
  connectAccountId: string;
  notificationToken: string;
}

type Fields = Record<string, unknown>;

function asFields(raw: unknown): Fields {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Fields) : {};
}

// Operators edit configurations/default by hand, so anything that is not a finite number counts as unset.
function numberOr0(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function flag(value: unknown): boolean {
  return value === true;
}

/** Every Config field, with unset or malformed ones as 0 / false. */
export function normaliseConfig(raw: unknown): Config {
  const fields = asFields(raw);
  return {
    isCashPaymentsAllowed: flag(fields.isCashPaymentsAllowed),
    noFreeEvents: flag(fields.noFreeEvents),
    ordersPercantage: numberOr0(fields.ordersPercantage),
    perTicketPercentage: numberOr0(fields.perTicketPercentage),
    platformFees: numberOr0(fields.platformFees),
    noOfFeaturedEventsAllowed: Math.max(0, Math.floor(numberOr0(fields.noOfFeaturedEventsAllowed))),
    featuredEventsTaxPercentage: numberOr0(fields.featuredEventsTaxPercentage),
  };
}

/** The private account a new registration starts with: the platform default config and nothing earned yet. */
export function newPrivateAccount(platformDefault: unknown): PrivateAccount {
  return {
    config: normaliseConfig(platformDefault),
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
  };
}

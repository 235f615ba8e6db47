// An account's configuration: set by the platform's operator, read by the functions that charge fees and by the
// app that shows them. Field names keep the spec's spelling (ordersPercantage).

export interface Config {
  isCashPaymentsAllowed: boolean;
  noFreeEvents: boolean;
  ordersPercantage: number;
  perTicketPercentage: number;
  platformFees: number;
  noOfFeaturedEventsAllowed: number;
  featuredEventsTaxPercentage: number;
}

/**
 * The platform's starting configuration: what `npm run operator -- init` and the demo seed write to
 * configurations/default, which every new account copies.
 */
export const DEFAULT_CONFIG: Config = {
  isCashPaymentsAllowed: false,
  noFreeEvents: false,
  ordersPercantage: 10,
  perTicketPercentage: 5,
  platformFees: 3,
  noOfFeaturedEventsAllowed: 2,
  featuredEventsTaxPercentage: 2,
};

type Fields = Record<string, unknown>;

const asFields = (raw: unknown): Fields =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Fields) : {};

// Operators edit configurations/default by hand, so anything that is not a finite number counts as unset.
const numberOr0 = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Every Config field of a stored configuration, unset or malformed ones as 0 / false: how the functions charge and
 * how the app shows an account whose private document is not written yet.
 */
export function normaliseConfig(raw: unknown): Config {
  const fields = asFields(raw);
  return {
    isCashPaymentsAllowed: fields.isCashPaymentsAllowed === true,
    noFreeEvents: fields.noFreeEvents === true,
    ordersPercantage: numberOr0(fields.ordersPercantage),
    perTicketPercentage: numberOr0(fields.perTicketPercentage),
    platformFees: numberOr0(fields.platformFees),
    noOfFeaturedEventsAllowed: Math.max(0, Math.floor(numberOr0(fields.noOfFeaturedEventsAllowed))),
    featuredEventsTaxPercentage: numberOr0(fields.featuredEventsTaxPercentage),
  };
}

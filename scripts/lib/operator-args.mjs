// Parses `npm run operator -- <command> <email> [key=value ...]` into a plain instruction.
export const CONFIG_FIELDS = {
  isCashPaymentsAllowed: 'boolean',
  noFreeEvents: 'boolean',
  ordersPercantage: 'number',
  perTicketPercentage: 'number',
  platformFees: 'number',
  noOfFeaturedEventsAllowed: 'number',
  featuredEventsTaxPercentage: 'number',
};

// Every numeric config value except the featured-event quota is a percentage of an amount.
const PERCENTAGE_FIELDS = [
  'ordersPercantage',
  'perTicketPercentage',
  'platformFees',
  'featuredEventsTaxPercentage',
];

export const STATUS_COMMANDS = {
  approve: { from: ['pending'], to: 'active' },
  suspend: { from: ['pending', 'active'], to: 'suspended' },
  reactivate: { from: ['suspended'], to: 'active' },
};

export const USAGE = [
  'usage: npm run operator -- init                     (a new project: the platform config, event types and categories)',
  '       npm run operator -- approve <email>',
  '       npm run operator -- suspend <email>',
  '       npm run operator -- reactivate <email>',
  '       npm run operator -- config <email> key=value [key=value ...]',
  "       npm run operator -- ticket-links [eventId]   (ticket pages of an event; default: today's demo event)",
  '       npm run operator -- settle [YYYY-MM-DD]      (settle the events that ended, as the hourly job does)',
  '       npm run operator -- retry-captures           (take held card payments whose capture failed; lapse expired ones)',
  '       npm run operator -- resume-withdrawals       (finish stalled withdrawals; reconcile unknown transfers)',
  '       npm run operator -- rebuild-stats <email>    (recount the dashboard figures from the events, tickets and orders)',
  '       npm run operator -- cancel-event <eventId>   (cancel an event and refund every buyer, as its owner can)',
  `config keys: ${Object.keys(CONFIG_FIELDS).join(', ')}`,
].join('\n');

function parseValue(key, raw) {
  const type = CONFIG_FIELDS[key];
  if (!type)
    throw new Error(`Unknown config key "${key}". Known keys: ${Object.keys(CONFIG_FIELDS).join(', ')}`);
  if (type === 'boolean') {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    throw new Error(`${key} must be true or false, got "${raw}"`);
  }
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new Error(`${key} must be a number of 0 or more, got "${raw}"`);
  }
  if (key === 'noOfFeaturedEventsAllowed' && !Number.isInteger(value)) {
    throw new Error(`${key} must be a whole number, got "${raw}"`);
  }
  if (PERCENTAGE_FIELDS.includes(key) && value > 100) {
    throw new Error(`${key} is a percentage and must be at most 100, got "${raw}"`);
  }
  return value;
}

export function parseOperatorArgs(argv) {
  const [command, email, ...rest] = argv;
  if (!command || !email) throw new Error(USAGE);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${email}" is not an e-mail address`);
  if (command in STATUS_COMMANDS) {
    if (rest.length) throw new Error(`${command} takes only an e-mail address\n${USAGE}`);
    return { kind: 'status', command, email, ...STATUS_COMMANDS[command] };
  }
  if (command === 'config') {
    if (!rest.length) throw new Error(`config needs at least one key=value\n${USAGE}`);
    const changes = {};
    for (const pair of rest) {
      const index = pair.indexOf('=');
      if (index <= 0) throw new Error(`Expected key=value, got "${pair}"`);
      const key = pair.slice(0, index);
      changes[key] = parseValue(key, pair.slice(index + 1));
    }
    return { kind: 'config', command, email, changes };
  }
  throw new Error(`Unknown command "${command}"\n${USAGE}`);
}

/** The instant `settle` pretends it is: now, the end of a given day ('2027-01-31'), or a given ISO instant. */
export function settlementInstant(arg) {
  if (!arg) return new Date();
  const instant = new Date(/^\d{4}-\d{2}-\d{2}$/.test(arg) ? `${arg}T23:59:59Z` : arg);
  if (Number.isNaN(instant.getTime()))
    throw new Error(`Not a date: ${arg} (use YYYY-MM-DD or an ISO date and time).`);
  return instant;
}

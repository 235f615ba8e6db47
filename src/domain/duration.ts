// An event's duration is stored as the spec's text ('2 hr 30 min'); forms pick whole hours and minutes.

export interface Duration {
  hours: number;
  minutes: number;
}

export const DURATION_MINUTE_STEP = 15;
export const MAX_DURATION_HOURS = 23;

const HOUR_WORDS = new Set(['hr', 'hrs', 'hour', 'hours']);
const MINUTE_WORDS = new Set(['min', 'mins', 'minute', 'minutes']);

/** Minutes carry into hours at 60, so the text always reads in whole hours and the remaining minutes. */
export function normaliseDuration({ hours, minutes }: Duration): Duration {
  const total = Math.max(0, Math.round(hours) * 60 + Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** { hours: 2, minutes: 30 } -> '2 hr 30 min'. */
export function formatDuration(duration: Duration): string {
  const { hours, minutes } = normaliseDuration(duration);
  return `${hours} hr ${minutes} min`;
}

/**
 * '2 hr 30 min', '1 hour', '90 mins' -> hours and minutes: alternating numbers and unit words, as the spec's
 * duration text has them. Null when the text holds no number followed by a known unit.
 */
export function parseDuration(text: string | null | undefined): Duration | null {
  const tokens = (text ?? '').toLowerCase().match(/\d+(?:\.\d+)?|[a-z]+/g) ?? [];
  let hours = 0;
  let minutes = 0;
  let found = false;
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const amount = Number(tokens[index]);
    const unit = tokens[index + 1];
    if (!Number.isFinite(amount)) continue;
    if (HOUR_WORDS.has(unit)) {
      hours += amount;
      found = true;
    } else if (MINUTE_WORDS.has(unit)) {
      minutes += amount;
      found = true;
    }
  }
  return found ? normaliseDuration({ hours, minutes }) : null;
}

export const durationMinutes = ({ hours, minutes }: Duration): number => hours * 60 + minutes;

/** The hour choices of a duration select: 0 to 23. */
export const durationHourOptions = (): number[] =>
  Array.from({ length: MAX_DURATION_HOURS + 1 }, (_, hour) => hour);

/** The minute choices: the quarter hours. */
export const durationMinuteOptions = (): number[] =>
  Array.from({ length: 60 / DURATION_MINUTE_STEP }, (_, index) => index * DURATION_MINUTE_STEP);

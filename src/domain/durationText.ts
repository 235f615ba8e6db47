// The event's duration is stored as the spec's text ('3 hr 30 min'). Reading it back follows the spec's rule:
// alternating numbers and unit words, with the minutes carrying into hours at 60.

export interface Duration {
  hours: number;
  minutes: number;
}

const HOUR_WORDS = new Set(['hr', 'hrs', 'hour', 'hours']);
const MINUTE_WORDS = new Set(['min', 'mins', 'minute', 'minutes']);
const PAIR = /(\d+(?:\.\d+)?)\s*([a-z]+)/gi;

/** '2 hr 45 min' -> { hours: 2, minutes: 45 }; unknown words are skipped, so a text without units is 0 hr 0 min. */
export function parseDuration(text: string | null | undefined): Duration {
  let total = 0;
  for (const [, amount, unit] of (text ?? '').matchAll(PAIR)) {
    const word = unit.toLowerCase();
    if (HOUR_WORDS.has(word)) total += Number(amount) * 60;
    else if (MINUTE_WORDS.has(word)) total += Number(amount);
  }
  const minutes = Math.round(total);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

// Money in the functions: pounds as the database stores them (spec), integer pence for every computation.

/** Pounds to whole pence, rounded half away from zero; float noise such as 52.4999999 is dropped first. */
export function toPence(pounds: unknown): number {
  if (typeof pounds !== 'number' || !Number.isFinite(pounds)) return 0;
  const pence = Math.round(Number((Math.abs(pounds) * 100).toFixed(6)));
  return pounds < 0 ? -pence : pence;
}

export const fromPence = (pence: number): number => Math.round(pence) / 100;

/** A percentage of an amount in pence, rounded once to whole pence. */
export function percentOf(pence: number, percent: unknown): number {
  const rate = typeof percent === 'number' && Number.isFinite(percent) ? percent : 0;
  return Math.round(Number(((pence * rate) / 100).toFixed(6)));
}

import * as z from 'zod/mini';

// managers/{uid}/private/statistics: an account's dashboard figures, whole-pence and count sums by name ('events',
// 'ticketRevenuePence', ...) in totals and per London month ('YYYY-MM'). The functions write it (and its shards)
// through these schemas; the triggers and roll-ups move the figures by increments, passed beside as stamps.

const figures = z.record(z.string(), z.number());

const statisticsFigures = {
  totals: z.optional(figures),
  months: z.optional(z.record(z.string(), figures)),
};

/** The statistics document (its rebuiltAt, and its count of roll-ups, are the server's stamps and increments). */
export const statisticsDocument = z.strictObject({
  ...statisticsFigures,
  updatedAt: z.number(),
  /** When the shards were last folded in (functions/src/statistics/statisticsShards.ts). */
  rolledUpAt: z.optional(z.number()),
});

/** .../statistics/statisticsShards/{n}: ticket figures not yet rolled up into the statistics while pending. */
export const statisticsShardDocument = z.strictObject({
  ...statisticsFigures,
  pending: z.boolean(),
  updatedAt: z.number(),
});

export type StatisticsFiguresDocument = Pick<z.output<typeof statisticsDocument>, 'totals' | 'months'>;

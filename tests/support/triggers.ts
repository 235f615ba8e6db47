/**
 * How long a test waits for a trigger's effect (a recount, a profile copy, an offer). A trigger usually lands within
 * a second, but a function worker's cold start or a lock wait in the emulator now and then takes some 20 s, longer
 * still beside the end-to-end stack's start in `npm test`: the wait ends as soon as the effect is there.
 */
export const TRIGGER_WAIT_MS = 45_000;

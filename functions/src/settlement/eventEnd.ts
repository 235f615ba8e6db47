// When an event is over is one rule for the functions and the app (whose owner is offered Cancel only before it), so
// it lives in the contract; settlement, the sale and cancelling read it from here.
export { eventEndsAt, minutesOfDuration } from '@gigvenue/contracts';

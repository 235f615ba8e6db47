import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import browserTexts from '../../../src/locales/en/errors.json';
import { REFUSAL_TEXTS } from '@gigvenue/contracts';
import { refuse, refuseWith, said } from './refusals';

describe('refusal texts', () => {
  // The browser words a refusal from its own copy; the two must never drift apart. The browser alone adds what it
  // says when no server answered.
  it('says exactly what the browser says in English, for every reason', () => {
    const { serverUnreachable, ...refusals } = browserTexts;
    expect(refusals).toEqual(REFUSAL_TEXTS);
    expect(serverUnreachable).toBeTruthy();
  });
});

describe('refuse', () => {
  it('throws the English message with the reason and its parameters as details', () => {
    const error = refuse('failed-precondition', 'eventHasTickets');
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('Sorry! Unable to delete. Event contains tickets.');
    expect(error.details).toEqual({ reason: 'eventHasTickets', params: {} });
  });

  it('keeps figures the app acts on beside the reason', () => {
    const error = refuseWith({
      code: 'failed-precondition',
      ...said('bookingPriceChanged', { total: '195.50' }),
      details: { totalPence: 19550 },
    });
    expect(error.message).toBe(
      'The price of this slot changed to £195.50. Check the new total and submit again.',
    );
    expect(error.details).toEqual({
      reason: 'bookingPriceChanged',
      params: { total: '195.50' },
      totalPence: 19550,
    });
  });
});

import * as contracts from '@gigvenue/contracts/callables';
import { describe, expect, it } from 'vitest';
import { callableNamesOf } from './warmFunctions.mjs';

describe('callableNamesOf', () => {
  it("names every callable contract, the payouts' too, and nothing else the package exports", () => {
    const names = callableNamesOf(contracts);
    expect(names).toEqual(
      expect.arrayContaining([
        'createEvent',
        'ticketDoorList',
        'checkInTicket',
        'buyTickets',
        'withdrawBalance',
      ]),
    );
    expect(names).toHaveLength(new Set(names).size);
    for (const other of ['EVENT_TYPES', 'MAX_SEATS', 'cancellationPreview'])
      expect(names).not.toContain(other);
  });
});

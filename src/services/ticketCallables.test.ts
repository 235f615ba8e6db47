import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '@gigvenue/contracts/fixtures';
import { refusalOf } from '@/lib/firebase/errors';
import { doorService } from './door.service';
import { ticketSalesService } from './ticketSales.service';

// The services call by the contract's name and parse each answer with its schema; the SDK is faked here.
const answers = new Map<string, unknown>();
const calls: { name: string; data: unknown; options: unknown }[] = [];

vi.mock('@/lib/firebase/app', () => ({
  loadFunctions: async () => ({
    functions: {},
    sdk: {
      httpsCallable: (_functions: unknown, name: string, options?: unknown) => async (data: unknown) => {
        calls.push({ name, data, options });
        return { data: answers.get(name) };
      },
    },
  }),
}));

const [sale, saleWithoutDate] = FIXTURES.getTicketSale.responses;
const [purchase, purchaseOfDeletedEvent] = FIXTURES.getTicketPurchase.responses;

beforeEach(() => {
  answers.clear();
  calls.length = 0;
});

describe('ticketSalesService', () => {
  it('reads a sale view by the contract', async () => {
    answers.set('getTicketSale', sale);
    await expect(ticketSalesService.getSale('evt-salsa')).resolves.toEqual(sale);
    expect(calls).toEqual([{ name: 'getTicketSale', data: { eventId: 'evt-salsa' }, options: undefined }]);
  });

  it('reads an event without a date as no event, the way the functions word a missing one', async () => {
    answers.set('getTicketSale', saleWithoutDate);
    const refused = await ticketSalesService.getSale('evt-gone').catch((error: unknown) => error);
    expect(refusalOf(refused)).toEqual({ reason: 'noEventDetails', params: {} });
    answers.set('getTicketPurchase', purchaseOfDeletedEvent);
    const gone = await ticketSalesService.getPurchase('pur-1', 'key').catch((error: unknown) => error);
    expect(refusalOf(gone)).toEqual({ reason: 'noEventDetails', params: {} });
  });

  it('reads a purchase, and fails loudly on an answer its contract does not describe', async () => {
    answers.set('getTicketPurchase', purchase);
    await expect(ticketSalesService.getPurchase('pur-1', 'key')).resolves.toEqual(purchase);
    answers.set('buyTickets', { purchaseId: 'pur-1', ticketIds: [] });
    await expect(
      ticketSalesService.buy({
        eventId: 'evt-salsa',
        packageIndex: 0,
        quantity: 1,
        name: 'Ada',
        email: 'ada@x.co',
        requestId: 'req-1',
      }),
    ).rejects.toThrow();
  });
});

describe('doorService', () => {
  it('checks in with the timeout and parses the answer', async () => {
    const [answer] = FIXTURES.checkInTicket.responses;
    answers.set('checkInTicket', answer);
    const request = { eventId: 'evt-salsa', code: 'GV1.x', requestId: 'scan-1' };
    await expect(doorService.checkIn(request)).resolves.toEqual({ kind: 'answered', answer });
    expect(calls).toEqual([{ name: 'checkInTicket', data: request, options: { timeout: 8_000 } }]);
    answers.set('checkInTicket', { result: 'maybe' });
    await expect(doorService.checkIn(request)).rejects.toThrow();
  });

  it('reads the door list by the contract: whole, then the changes since an earlier answer', async () => {
    const [list, changes] = FIXTURES.ticketDoorList.responses;
    answers.set('ticketDoorList', list);
    await expect(doorService.doorList('evt-salsa', null)).resolves.toEqual(list);
    answers.set('ticketDoorList', changes);
    await expect(doorService.doorList('evt-salsa', list.changedUntil)).resolves.toEqual(changes);
    expect(calls.map((call) => call.data)).toEqual([
      { eventId: 'evt-salsa' },
      { eventId: 'evt-salsa', changedSince: list.changedUntil },
    ]);
  });
});

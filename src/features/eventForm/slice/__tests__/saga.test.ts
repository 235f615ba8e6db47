import { failedWith } from '@/testing/failures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { CreateEventRequest } from '@/domain/booking';
import type { PlatformEvent, PublicProfile } from '@/domain/entities';
import type { VenueListing } from '@/domain/venue';
import { availabilityService } from '@/services/availability.service';
import { bookingsService } from '@/services/bookings.service';
import { directoryService } from '@/services/directory.service';
import { eventsService } from '@/services/events.service';
import { paymentsService } from '@/services/payments.service';
import { storageService } from '@/services/storage.service';
import {
  createEvent,
  eventCreated,
  eventCreateFailed,
  eventCreateFailedUnexpectedly,
  eventPriceChanged,
  eventFormReducer,
  eventUpdated,
  initialEventFormState,
  loadManagerOptions,
  loadVenueOptions,
  managerOptionsLoaded,
  updateEvent,
  venueOptionsLoaded,
  venueOptionsLoadFailed,
} from '../index';
import { createEventSaga, loadManagerOptionsSaga, loadVenueOptionsSaga, updateEventSaga } from '../saga';
import type { EventFormState, EventSubmission } from '../types';
import { sagaHarness } from '@/testing/sagaHarness';

afterEach(() => vi.restoreAllMocks());

/** Runs one worker saga against a reducer-backed state, collecting what it dispatches. */
async function run(saga: () => SagaIterator, start: EventFormState = initialEventFormState) {
  const harness = sagaHarness({
    state: { eventForm: start, auth: { user: { id: 'org-1' } } },
    reducer: (state, action: Action) => ({
      ...state,
      eventForm: eventFormReducer(state.eventForm, action as never),
    }),
  });
  await harness.start(saga).toPromise();
  return { out: harness.actions, state: harness.state.eventForm };
}

/** A callable's failure as the Functions SDK throws it: the code tells a refusal from a breakage. */
const callableError = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

const file = new File(['x'], 'poster.png', { type: 'image/png' });
function submission(overrides: Partial<EventSubmission> = {}): EventSubmission {
  return {
    draft: {
      details: { title: 'Salsa Night', attachments: [] } as unknown as CreateEventRequest['details'],
      packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 20 }],
      venue: { venueId: 'v1', slotIds: ['evening'] },
      manualVenue: null,
      managers: [],
      expectedTotalPence: 15000,
    },
    payment: {
      method: 'simulatedCard',
      card: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2032, cvc: '123' },
    },
    files: [
      { key: 'new-1', url: 'blob:1', file },
      { key: 'https://x/old.png', url: 'https://x/old.png' },
    ],
    ...overrides,
  };
}

describe('booking options', () => {
  it("loads a page of bookable (online) venues with each venue's bookings", async () => {
    vi.spyOn(directoryService, 'listBookableVenues').mockResolvedValue({
      items: [{ id: 'v1' } as VenueListing],
      cursor: 'next',
    });
    const bookings = vi.spyOn(bookingsService, 'get').mockResolvedValue({ '2031-06-02': ['evening'] });
    const { out } = await run(() => loadVenueOptionsSaga(loadVenueOptions({})));
    expect(out).toEqual([
      venueOptionsLoaded({
        items: [{ id: 'v1' } as VenueListing],
        cursor: 'next',
        append: false,
        bookings: { v1: { '2031-06-02': ['evening'] } },
      }),
    ]);
    expect(bookings).toHaveBeenCalledWith('v1');
  });

  it('reports a failed page', async () => {
    vi.spyOn(directoryService, 'listBookableVenues').mockRejectedValue(new Error('offline'));
    expect((await run(() => loadVenueOptionsSaga(loadVenueOptions({ cursor: 'c' })))).out).toEqual([
      venueOptionsLoadFailed(),
    ]);
  });

  it("loads the next page of managers with each manager's availability and bookings", async () => {
    const list = vi
      .spyOn(directoryService, 'listManagers')
      .mockResolvedValue({ items: [{ id: 'm1' } as PublicProfile], cursor: null });
    vi.spyOn(availabilityService, 'list').mockResolvedValue([]);
    vi.spyOn(bookingsService, 'get').mockResolvedValue({});
    const { out } = await run(() => loadManagerOptionsSaga(loadManagerOptions({ cursor: 'c' })));
    expect(list).toHaveBeenCalledWith('c');
    expect(out).toEqual([
      managerOptionsLoaded({
        items: [{ id: 'm1' } as PublicProfile],
        cursor: null,
        append: true,
        availability: { m1: [] },
        bookings: { m1: {} },
      }),
    ]);
  });
});

describe('creating an event', () => {
  it('uploads new images under events/{uid}, tokenizes the card and sends one request', async () => {
    const upload = vi.spyOn(storageService, 'upload').mockResolvedValue('https://x/new-1.png');
    const tokenize = vi.spyOn(paymentsService, 'tokenizeSimulatedCard');
    const create = vi
      .spyOn(eventsService, 'create')
      .mockResolvedValue({ eventId: 'e1', orderIds: ['o1'], status: 'active', total: 150 });
    const { out } = await run(() => createEventSaga(createEvent(submission())));
    expect(upload).toHaveBeenCalledWith('events/org-1', file, expect.any(Function));
    expect(tokenize).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2032,
      cvc: '123',
    });
    const request = create.mock.calls[0][0];
    expect(request.requestId).toMatch(/^req-[a-z0-9-]{8,}$/);
    expect(request.details.attachments).toEqual(['https://x/new-1.png', 'https://x/old.png']);
    expect(request.payment).toEqual({ method: 'card', cardToken: 'tok_sim_visa_4242' });
    expect(request.venue).toEqual({ venueId: 'v1', slotIds: ['evening'] });
    expect(out.at(-1)).toEqual(
      eventCreated({ eventId: 'e1', orderIds: ['o1'], status: 'active', total: 150 }),
    );
  });

  it("shows the server's refusal, and a retry of the same submission keeps its request id without uploading again", async () => {
    const upload = vi.spyOn(storageService, 'upload').mockResolvedValue('https://x/new-1.png');
    const create = vi
      .spyOn(eventsService, 'create')
      .mockRejectedValueOnce(callableError('failed-precondition', 'Booking aleady exists for this slot'))
      .mockResolvedValueOnce({ eventId: 'e1', orderIds: [], status: 'active', total: 150 });
    const first = await run(() => createEventSaga(createEvent(submission())));
    expect(first.out.at(-1)).toEqual(eventCreateFailed(failedWith('Booking aleady exists for this slot')));
    const second = await run(() => createEventSaga(createEvent(submission())), first.state);
    expect(second.out.at(-1)).toEqual(
      eventCreated({ eventId: 'e1', orderIds: [], status: 'active', total: 150 }),
    );
    expect(create.mock.calls[1][0].requestId).toBe(create.mock.calls[0][0].requestId);
    expect(create.mock.calls[1][0].details.attachments).toEqual(['https://x/new-1.png', 'https://x/old.png']);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('says the new total when a price changed after the Payment step, and sends the total it showed', async () => {
    vi.spyOn(storageService, 'upload').mockResolvedValue('https://x/new-1.png');
    const refusal = Object.assign(new Error('The price of this slot changed to £175.00.'), {
      details: { reason: 'bookingPriceChanged', totalPence: 17500 },
    });
    const create = vi.spyOn(eventsService, 'create').mockRejectedValue(refusal);
    const { out, state } = await run(() => createEventSaga(createEvent(submission())));
    expect(create.mock.calls[0][0].expectedTotalPence).toBe(15000);
    expect(out.at(-1)).toEqual(eventPriceChanged(17500));
    expect(state.create).toMatchObject({ status: 'failed', error: null, priceChangedToPence: 17500 });
  });

  it('makes a new request id once anything changed', async () => {
    vi.spyOn(storageService, 'upload').mockResolvedValue('https://x/new-1.png');
    const create = vi.spyOn(eventsService, 'create').mockRejectedValue(new Error('declined'));
    const first = await run(() => createEventSaga(createEvent(submission())));
    const changed = submission({ payment: { method: 'cash' } });
    await run(() => createEventSaga(createEvent(changed)), first.state);
    expect(create.mock.calls[1][0].requestId).not.toBe(create.mock.calls[0][0].requestId);
    expect(create.mock.calls[1][0].payment).toEqual({ method: 'cash' });
  });

  it('sends no payment when nothing is booked', async () => {
    const create = vi
      .spyOn(eventsService, 'create')
      .mockResolvedValue({ eventId: 'e2', orderIds: [], status: 'active', total: 0 });
    await run(() =>
      createEventSaga(
        createEvent(submission({ payment: null, files: [{ key: 'u', url: 'https://x/u.png' }] })),
      ),
    );
    expect(create.mock.calls[0][0]).toMatchObject({
      payment: null,
      details: { attachments: ['https://x/u.png'] },
    });
  });

  it('stops at a failed upload without calling the server, as an unexpected failure', async () => {
    vi.spyOn(storageService, 'upload').mockRejectedValue(
      Object.assign(new Error('Firebase Storage: User does not have permission.'), {
        code: 'storage/unauthorized',
      }),
    );
    const create = vi.spyOn(eventsService, 'create');
    const { out, state } = await run(() => createEventSaga(createEvent(submission())));
    expect(out.at(-1)).toEqual(eventCreateFailedUnexpectedly());
    expect(state.create).toMatchObject({ status: 'failed', error: null, unexpected: true });
    expect(create).not.toHaveBeenCalled();
  });

  it.each([
    ['a function that threw', callableError('internal', 'INTERNAL')],
    ['an unreachable server', callableError('unavailable', 'unavailable')],
    ['an error without a code', new TypeError('Failed to fetch')],
  ])('fails unexpectedly, showing no message text, on %s; a retry clears it', async (_case, failure) => {
    vi.spyOn(storageService, 'upload').mockResolvedValue('https://x/new-1.png');
    vi.spyOn(eventsService, 'create')
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({ eventId: 'e1', orderIds: ['o1'], status: 'active', total: 150 });
    const first = await run(() => createEventSaga(createEvent(submission())));
    expect(first.out.at(-1)).toEqual(eventCreateFailedUnexpectedly());
    expect(first.state.create).toMatchObject({ status: 'failed', error: null, unexpected: true });
    const second = await run(() => createEventSaga(createEvent(submission())), first.state);
    expect(second.state.create).toMatchObject({ status: 'succeeded', unexpected: false });
  });
});

describe('updating an event', () => {
  it('uploads new images first, saves the content and reads the event back', async () => {
    vi.spyOn(storageService, 'upload').mockResolvedValue('https://x/new-1.png');
    const update = vi.spyOn(eventsService, 'update').mockResolvedValue();
    const saved = { id: 'e1', title: 'New title' } as PlatformEvent;
    vi.spyOn(eventsService, 'get').mockResolvedValue(saved);
    const { out } = await run(() =>
      updateEventSaga(
        updateEvent({
          id: 'e1',
          changes: { title: 'New title' },
          files: [{ key: 'new-1', url: 'blob:1', file }],
        }),
      ),
    );
    expect(update).toHaveBeenCalledWith('e1', { title: 'New title', attachments: ['https://x/new-1.png'] });
    expect(out.at(-1)).toEqual(eventUpdated(saved));
  });
});

import { failedWith } from '@/testing/failures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { Order } from '@/domain/entities';
import type { Rating } from '@/domain/rating';
import { ordersService } from '@/services/orders.service';
import { ratingsService } from '@/services/ratings.service';
import {
  loadRatableBookings,
  orderRated,
  orderRateFailed,
  ratableBookingsLoaded,
  ratableBookingsLoadFailed,
  rateOrder,
} from '../index';
import { loadRatableBookingsSaga, rateOrderSaga } from '../saga';
import { dispatchedBy } from '@/testing/sagaHarness';

const signedIn = { auth: { user: { id: 'organizer-1' } } };

function dispatched(run: () => SagaIterator): Promise<Action[]> {
  return dispatchedBy(run, { state: signedIn });
}

const order = { id: 'order-1', event: 'event-1', kind: 'venue', status: 'completed' } as Order;
const rating: Rating = {
  id: 'order-1',
  orderId: 'order-1',
  eventTitle: 'Salsa Night',
  raterName: 'Olivia',
  targetType: 'venue',
  targetId: 'venue-1',
  ratedUid: 'owner-1',
  stars: 4,
  text: 'Great sound',
  createdAt: 1,
  reply: null,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ratings sagas', () => {
  it("loads the event's own orders with the ratings already given", async () => {
    const list = vi.spyOn(ordersService, 'listForEvent').mockResolvedValue([order]);
    const get = vi.spyOn(ratingsService, 'getForOrders').mockResolvedValue({ 'order-1': rating });
    expect(await dispatched(() => loadRatableBookingsSaga(loadRatableBookings('event-1')))).toEqual([
      ratableBookingsLoaded({ eventId: 'event-1', orders: [order], ratings: { 'order-1': rating } }),
    ]);
    expect(list).toHaveBeenCalledWith('event-1', 'organizer-1', 'createdBy');
    expect(get).toHaveBeenCalledWith(['order-1']);
  });

  it('reports a failed load for its event', async () => {
    vi.spyOn(ordersService, 'listForEvent').mockRejectedValue(new Error('offline'));
    expect(await dispatched(() => loadRatableBookingsSaga(loadRatableBookings('event-1')))).toEqual([
      ratableBookingsLoadFailed('event-1'),
    ]);
  });

  it('saves a rating and reads back what the server stored', async () => {
    const save = vi.spyOn(ratingsService, 'rateOrder').mockResolvedValue();
    vi.spyOn(ratingsService, 'getForOrders').mockResolvedValue({ 'order-1': rating });
    const request = { orderId: 'order-1', stars: 4, text: 'Great sound' };
    expect(await dispatched(() => rateOrderSaga(rateOrder(request)))).toEqual([orderRated(rating)]);
    expect(save).toHaveBeenCalledWith(request);
  });

  it("shows the server's refusal without its HTTP status", async () => {
    vi.spyOn(ratingsService, 'rateOrder').mockRejectedValue(
      Object.assign(new Error('A rating can be changed for 14 days only. [400]'), {
        code: 'functions/failed-precondition',
      }),
    );
    expect(
      await dispatched(() => rateOrderSaga(rateOrder({ orderId: 'order-1', stars: 5, text: '' }))),
    ).toEqual([
      orderRateFailed({ orderId: 'order-1', error: failedWith('A rating can be changed for 14 days only.') }),
    ]);
  });
});

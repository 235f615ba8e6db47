import { loadFirestore } from '@/lib/firebase/app';
import { roundPounds } from '@/domain/money';
import {
  ACTIVE_EVENT_STATUSES,
  COMPLETED_ORDER_STATUS,
  activeOrders,
  monthRanges,
  type EventStatistics,
  type OrderStatistics,
  type TimeRange,
} from '@/domain/statistics';

// Dashboard figures come from aggregate queries (count, sum) evaluated by the server: a dashboard load
// transfers no documents and is billed one read per 1,000 index entries matched, so its cost stays bounded
// as events, tickets and orders grow. Each query filters on the owner field its collection's read rule
// checks (createdBy, eventOwnerId, createdTo), which is what lets the rules admit it.
// scripts/measure-dashboard-reads.mjs runs these same queries with the Admin SDK; keep the two in step.

type Firestore = Awaited<ReturnType<typeof loadFirestore>>;

function ownedBy({ db, sdk }: Firestore, collection: string, ownerField: string, uid: string) {
  return sdk.query(sdk.collection(db, collection), sdk.where(ownerField, '==', uid));
}

function inRange(
  { sdk }: Firestore,
  base: ReturnType<typeof ownedBy>,
  field: string,
  { start, end }: TimeRange,
) {
  return sdk.query(base, sdk.where(field, '>=', start), sdk.where(field, '<', end));
}

async function eventStatistics(uid: string, year: number): Promise<EventStatistics> {
  const firestore = await loadFirestore();
  const { sdk } = firestore;
  const { count, sum, getAggregateFromServer: aggregate } = sdk;
  const events = ownedBy(firestore, 'events', 'createdBy', uid);
  const tickets = ownedBy(firestore, 'tickets', 'eventOwnerId', uid);
  const months = monthRanges(year);

  const [totals, active, ticketTotals, eventsByMonth, revenueByMonth] = await Promise.all([
    aggregate(events, { total: count() }),
    aggregate(sdk.query(events, sdk.where('status', 'in', [...ACTIVE_EVENT_STATUSES])), { active: count() }),
    aggregate(tickets, { revenue: sum('amountPaid') }),
    Promise.all(
      months.map((month) => aggregate(inRange(firestore, events, 'date', month), { events: count() })),
    ),
    Promise.all(
      months.map((month) =>
        aggregate(inRange(firestore, tickets, 'purchaseDate', month), { revenue: sum('amountPaid') }),
      ),
    ),
  ]);

  return {
    activeEvents: active.data().active,
    totalEvents: totals.data().total,
    revenue: roundPounds(ticketTotals.data().revenue),
    monthlyEvents: eventsByMonth.map((snapshot) => snapshot.data().events),
    monthlyRevenue: revenueByMonth.map((snapshot) => roundPounds(snapshot.data().revenue)),
  };
}

async function orderStatistics(uid: string, year: number): Promise<OrderStatistics> {
  const firestore = await loadFirestore();
  const { sdk } = firestore;
  const { count, sum, getAggregateFromServer: aggregate } = sdk;
  const received = ownedBy(firestore, 'orders', 'createdTo', uid);
  const completed = sdk.query(received, sdk.where('status', '==', COMPLETED_ORDER_STATUS));
  const months = monthRanges(year);

  // Active orders are "every status but completed": total minus completed, which avoids a != query.
  const [totals, completedTotals, ordersByMonth, incomeByMonth] = await Promise.all([
    aggregate(received, { total: count() }),
    aggregate(completed, { completed: count(), revenue: sum('slot.price') }),
    Promise.all(
      months.map((month) =>
        aggregate(inRange(firestore, received, 'bookingDate', month), { orders: count() }),
      ),
    ),
    Promise.all(
      months.map((month) =>
        aggregate(inRange(firestore, completed, 'bookingDate', month), { income: sum('slot.price') }),
      ),
    ),
  ]);

  const { total } = totals.data();
  return {
    activeOrders: activeOrders(total, completedTotals.data().completed),
    totalOrders: total,
    revenue: roundPounds(completedTotals.data().revenue),
    recievedOrdersStats: ordersByMonth.map((snapshot) => snapshot.data().orders),
    recievedOrdersIncome: incomeByMonth.map((snapshot) => roundPounds(snapshot.data().income)),
  };
}

export const statisticsService = {
  eventStatistics,
  orderStatistics,
};

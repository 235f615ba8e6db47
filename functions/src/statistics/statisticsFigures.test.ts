import { describe, expect, it } from 'vitest';
import {
  addFigures,
  contributionOf,
  figuresOfDocuments,
  flattenFigures,
  londonMonthKey,
  nestFigures,
  statisticsDelta,
  type Figures,
  type StatisticsSource,
} from './statisticsFigures';

const at = (iso: string) => Date.parse(iso);

describe('londonMonthKey', () => {
  it('puts an instant in its London month, British Summer Time included', () => {
    expect(londonMonthKey(at('2025-01-01T00:00:00Z'))).toBe('2025-01');
    // 23:30 UTC on 31 March 2025 is 00:30 on 1 April in London.
    expect(londonMonthKey(at('2025-03-31T22:59:59.999Z'))).toBe('2025-03');
    expect(londonMonthKey(at('2025-03-31T23:30:00Z'))).toBe('2025-04');
    expect(londonMonthKey(at('2024-12-31T23:59:59.999Z'))).toBe('2024-12');
  });

  it('is null for anything but a number of milliseconds', () => {
    expect(londonMonthKey(undefined)).toBeNull();
    expect(londonMonthKey('2025-01-01')).toBeNull();
    expect(londonMonthKey(Number.NaN)).toBeNull();
  });
});

describe('contributionOf', () => {
  it('counts an event for its creator, active when active or in progress, in the month of its day', () => {
    expect(
      contributionOf('events', { createdBy: 'u1', status: 'inProgress', date: at('2025-06-14T00:00:00Z') }),
    ).toEqual({
      uid: 'u1',
      figures: { 'totals.events': 1, 'totals.activeEvents': 1, 'months.2025-06.events': 1 },
    });
    expect(contributionOf('events', { createdBy: 'u1', status: 'completed' })?.figures).toEqual({
      'totals.events': 1,
      'totals.activeEvents': 0,
    });
  });

  it("counts a ticket's amount in pence for the event's owner, in the month it was bought", () => {
    expect(
      contributionOf('tickets', {
        eventOwnerId: 'u1',
        userId: 'buyer',
        amountPaid: 12.5,
        purchaseDate: at('2025-02-01T10:00:00Z'),
      }),
    ).toEqual({
      uid: 'u1',
      figures: { 'totals.ticketRevenuePence': 1250, 'months.2025-02.ticketRevenuePence': 1250 },
    });
    expect(contributionOf('tickets', { eventOwnerId: 'u1', amountPaid: 'free' })?.figures).toEqual({
      'totals.ticketRevenuePence': 0,
    });
  });

  it('counts an order for the booked account; only a completed one brings its slot price', () => {
    const order = {
      createdTo: 'u2',
      createdBy: 'u1',
      bookingDate: at('2025-03-10T00:00:00Z'),
      slot: { price: 95.5 },
    };
    expect(contributionOf('orders', { ...order, status: 'completed' })).toEqual({
      uid: 'u2',
      figures: {
        'totals.orders': 1,
        'totals.completedOrders': 1,
        'totals.orderRevenuePence': 9550,
        'months.2025-03.orders': 1,
        'months.2025-03.orderIncomePence': 9550,
      },
    });
    expect(contributionOf('orders', { ...order, status: 'active' })?.figures).toMatchObject({
      'totals.completedOrders': 0,
      'totals.orderRevenuePence': 0,
      'months.2025-03.orderIncomePence': 0,
    });
  });

  it('takes off the revenue of a ticket or order whose card payment lapsed uncaptured', () => {
    const ticket = { eventOwnerId: 'u1', amountPaid: 12.5, purchaseDate: at('2025-02-01T10:00:00Z') };
    expect(statisticsDelta('tickets', { ...ticket, isPaid: true }, { ...ticket, isPaid: false })).toEqual({
      u1: { 'totals.ticketRevenuePence': -1250, 'months.2025-02.ticketRevenuePence': -1250 },
    });
    const order = {
      createdTo: 'u2',
      status: 'completed',
      bookingDate: at('2025-03-10T00:00:00Z'),
      slot: { price: 95.5 },
    };
    expect(contributionOf('orders', { ...order, isPaid: false })?.figures).toMatchObject({
      'totals.completedOrders': 1,
      'totals.orderRevenuePence': 0,
    });
  });

  it('is null for a missing document or one without an owner', () => {
    expect(contributionOf('events', undefined)).toBeNull();
    expect(contributionOf('tickets', { amountPaid: 5 })).toBeNull();
    expect(contributionOf('orders', { createdTo: '' })).toBeNull();
  });
});

describe('statisticsDelta', () => {
  const event = { createdBy: 'u1', status: 'active', date: at('2025-06-14T00:00:00Z') };

  it('adds a created document and takes off a deleted one', () => {
    expect(statisticsDelta('events', undefined, event)).toEqual({
      u1: { 'totals.events': 1, 'totals.activeEvents': 1, 'months.2025-06.events': 1 },
    });
    expect(statisticsDelta('events', event, undefined)).toEqual({
      u1: { 'totals.events': -1, 'totals.activeEvents': -1, 'months.2025-06.events': -1 },
    });
  });

  it('carries only what an update changes', () => {
    expect(statisticsDelta('events', event, { ...event, status: 'completed' })).toEqual({
      u1: { 'totals.activeEvents': -1 },
    });
    expect(statisticsDelta('events', event, { ...event, date: at('2025-07-01T00:00:00Z') })).toEqual({
      u1: { 'months.2025-06.events': -1, 'months.2025-07.events': 1 },
    });
  });

  it('is empty for a write that changes nothing counted (a check-in, a title)', () => {
    const ticket = { eventOwnerId: 'u1', amountPaid: 10, purchaseDate: 0, isCheckedIn: false };
    expect(statisticsDelta('tickets', ticket, { ...ticket, isCheckedIn: true })).toEqual({});
    expect(statisticsDelta('events', event, { ...event, title: 'Renamed' })).toEqual({});
  });

  it('moves a document from one owner to the other', () => {
    const order = { createdTo: 'u1', status: 'active', slot: { price: 40 } };
    expect(statisticsDelta('orders', order, { ...order, createdTo: 'u2' })).toEqual({
      u1: { 'totals.orders': -1 },
      u2: { 'totals.orders': 1 },
    });
  });
});

describe('figuresOfDocuments (the rebuild) and the triggers agree', () => {
  it("sums an account's documents, leaving out other accounts'", () => {
    expect(
      figuresOfDocuments('u1', {
        tickets: [
          { eventOwnerId: 'u1', amountPaid: 0.1, purchaseDate: at('2025-01-15T10:00:00Z') },
          { eventOwnerId: 'u1', amountPaid: 0.2, purchaseDate: at('2025-01-20T10:00:00Z') },
          { eventOwnerId: 'u2', amountPaid: 999, purchaseDate: at('2025-01-20T10:00:00Z') },
        ],
      }),
    ).toEqual({ 'totals.ticketRevenuePence': 30, 'months.2025-01.ticketRevenuePence': 30 });
  });

  it('gives the figures that every write of a history, applied as deltas in any order, adds up to', () => {
    type Write = [StatisticsSource, Record<string, unknown> | undefined, Record<string, unknown> | undefined];
    const day = (iso: string) => at(`${iso}T00:00:00Z`);
    const e1 = { createdBy: 'u1', status: 'inProgress', date: day('2025-05-01') };
    const o1 = { createdTo: 'u1', status: 'active', bookingDate: day('2025-05-01'), slot: { price: 120 } };
    const t1 = { eventOwnerId: 'u1', amountPaid: 15, purchaseDate: day('2025-04-20') };
    const t2 = { eventOwnerId: 'u1', amountPaid: 12.5, purchaseDate: day('2025-04-21') };
    const history: Write[] = [
      ['events', undefined, e1],
      ['orders', undefined, o1],
      ['events', e1, { ...e1, status: 'active' }],
      ['tickets', undefined, t1],
      ['tickets', undefined, t2],
      ['tickets', t2, undefined],
      ['events', { ...e1, status: 'active' }, { ...e1, status: 'completed' }],
      ['orders', o1, { ...o1, status: 'completed' }],
    ];
    const final = {
      events: [{ ...e1, status: 'completed' }],
      tickets: [t1],
      orders: [{ ...o1, status: 'completed' }],
    };
    const replay = (writes: Write[]) =>
      writes.reduce<Figures>(
        (sum, [source, before, after]) => addFigures(sum, statisticsDelta(source, before, after).u1 ?? {}),
        {},
      );
    expect(replay(history)).toEqual(figuresOfDocuments('u1', final));
    expect(replay([...history].reverse())).toEqual(figuresOfDocuments('u1', final));
    expect(figuresOfDocuments('u1', final)).toEqual({
      'totals.events': 1,
      'totals.ticketRevenuePence': 1500,
      'months.2025-04.ticketRevenuePence': 1500,
      'months.2025-05.events': 1,
      'totals.orders': 1,
      'totals.completedOrders': 1,
      'totals.orderRevenuePence': 12000,
      'months.2025-05.orders': 1,
      'months.2025-05.orderIncomePence': 12000,
    });
  });
});

describe('nestFigures / flattenFigures', () => {
  it('store flat figures as nested maps and read them back, ignoring other fields', () => {
    const figures = { 'totals.events': 2, 'months.2025-05.events': 1, 'months.2025-06.orders': 3 };
    const nested = nestFigures(figures, (amount) => amount);
    expect(nested).toEqual({
      totals: { events: 2 },
      months: { '2025-05': { events: 1 }, '2025-06': { orders: 3 } },
    });
    expect(flattenFigures({ ...nested, updatedAt: 5, rebuiltAt: { seconds: 1 } })).toEqual(figures);
  });
});

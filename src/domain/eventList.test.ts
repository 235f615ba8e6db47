import { describe, expect, it } from 'vitest';
import {
  compareMyEvents,
  FIRST_EVENTS_PAGE,
  isEventOwner,
  isUpcoming,
  mergeMyEvents,
  positionAfter,
  todayUtcMidnight,
} from './eventList';

const DAY = 24 * 60 * 60 * 1000;
const TODAY = Date.UTC(2030, 0, 14);
const at = (id: string, days: number) => ({ id, date: TODAY + days * DAY });

describe('todayUtcMidnight', () => {
  it('is the UTC midnight of the local calendar day, whatever the hour', () => {
    expect(todayUtcMidnight(new Date(2030, 0, 14, 0, 1))).toBe(TODAY);
    expect(todayUtcMidnight(new Date(2030, 0, 14, 23, 59))).toBe(TODAY);
  });

  it('counts an event today as upcoming', () => {
    expect(isUpcoming(at('today', 0), TODAY)).toBe(true);
    expect(isUpcoming(at('yesterday', -1), TODAY)).toBe(false);
  });
});

describe('compareMyEvents', () => {
  it('puts upcoming events first, soonest first, then past ones, latest first', () => {
    const events = [
      at('past-far', -30),
      at('next-week', 7),
      at('yesterday', -1),
      at('today', 0),
      at('next-month', 30),
    ];
    expect(events.sort(compareMyEvents(TODAY)).map((event) => event.id)).toEqual([
      'today',
      'next-week',
      'next-month',
      'yesterday',
      'past-far',
    ]);
  });

  it('orders events of one day by id, ascending when upcoming and descending when past, as the pages do', () => {
    const events = [at('b', 3), at('a', 3), at('c', -3), at('d', -3)];
    expect(events.sort(compareMyEvents(TODAY)).map((event) => event.id)).toEqual(['a', 'b', 'd', 'c']);
  });
});

describe('positionAfter', () => {
  it('goes on in the same half while a cursor remains', () => {
    expect(positionAfter('upcoming', 'c1')).toEqual({ when: 'upcoming', cursor: 'c1' });
    expect(positionAfter('past', 'c2')).toEqual({ when: 'past', cursor: 'c2' });
  });

  it('turns to the first past page once the upcoming ones are read, and ends after the past ones', () => {
    expect(FIRST_EVENTS_PAGE).toEqual({ when: 'upcoming', cursor: null });
    expect(positionAfter('upcoming', null)).toEqual({ when: 'past', cursor: null });
    expect(positionAfter('past', null)).toBeNull();
  });
});

describe('mergeMyEvents', () => {
  it('adds a page in order and keeps one copy of an event read twice, the newer one', () => {
    const shown = [{ ...at('a', 1), title: 'old' }, at('p', -2)];
    const page = [{ ...at('a', 1), title: 'new' }, at('b', 2)];
    const merged = mergeMyEvents<{ id: string; date: number; title?: string }>(shown, page, TODAY);
    expect(merged.map((event) => event.id)).toEqual(['a', 'b', 'p']);
    expect(merged[0].title).toBe('new');
  });
});

describe('isEventOwner', () => {
  it('is true only for the account that created the event', () => {
    expect(isEventOwner({ createdBy: 'u1' }, 'u1')).toBe(true);
    expect(isEventOwner({ createdBy: 'u1' }, 'u2')).toBe(false);
    expect(isEventOwner({ createdBy: '' }, null)).toBe(false);
  });
});

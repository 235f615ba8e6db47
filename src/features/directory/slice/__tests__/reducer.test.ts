import { failedWith } from '@/testing/failures';
import { describe, expect, it } from 'vitest';
import {
  directoryReducer,
  initialDirectoryState,
  loadManagerDetails,
  loadManagers,
  managerDetailsLoaded,
  managerDetailsLoadFailed,
  managersLoaded,
  managersLoadFailed,
  venueListingsLoaded,
} from '../index';
import { managerOf, venueOf } from './fixtures';

describe('directoryReducer', () => {
  it('replaces the list with a first page and appends a further page', () => {
    const first = directoryReducer(
      initialDirectoryState,
      managersLoaded({ items: [managerOf({ id: 'a' })], cursor: 'c1', append: false }),
    );
    expect(first.managers).toEqual({
      status: 'succeeded',
      items: [managerOf({ id: 'a' })],
      cursor: 'c1',
      error: null,
      sort: 'name',
    });
    const more = directoryReducer(
      first,
      managersLoaded({ items: [managerOf({ id: 'b' })], cursor: null, append: true }),
    );
    expect(more.managers.items.map((m) => m.id)).toEqual(['a', 'b']);
    expect(more.managers.cursor).toBeNull();
    const again = directoryReducer(
      more,
      managersLoaded({ items: [managerOf({ id: 'c' })], cursor: null, append: false }),
    );
    expect(again.managers.items.map((m) => m.id)).toEqual(['c']);
  });

  it('starts the list afresh when another order is asked for, and keeps it for further pages', () => {
    const shown = directoryReducer(
      initialDirectoryState,
      managersLoaded({ items: [managerOf({ id: 'a' })], cursor: 'c1', append: false }),
    );
    const resorted = directoryReducer(shown, loadManagers({ sort: 'rating' }));
    expect(resorted.managers).toMatchObject({ status: 'loading', items: [], cursor: null, sort: 'rating' });
    const again = directoryReducer(shown, loadManagers({ cursor: 'c1' }));
    expect(again.managers).toMatchObject({ items: [managerOf({ id: 'a' })], sort: 'name' });
  });

  it('keeps shown items while loading and after a failure, whose message lasts until the next load', () => {
    const loaded = directoryReducer(
      initialDirectoryState,
      managersLoaded({ items: [managerOf()], cursor: 'c', append: false }),
    );
    const loading = directoryReducer(loaded, loadManagers({ cursor: 'c' }));
    expect(loading.managers.status).toBe('loading');
    expect(loading.managers.items).toHaveLength(1);
    const failed = directoryReducer(loading, managersLoadFailed(failedWith('offline')));
    expect(failed.managers).toMatchObject({ status: 'failed', cursor: 'c', error: failedWith('offline') });
    expect(directoryReducer(failed, loadManagers({})).managers.error).toBeNull();
  });

  it('keeps venues separate from managers', () => {
    const state = directoryReducer(
      initialDirectoryState,
      venueListingsLoaded({ items: [venueOf()], cursor: null, append: false }),
    );
    expect(state.venues.items).toEqual([venueOf()]);
    expect(state.managers.items).toEqual([]);
  });

  it('forgets the details of another id and ignores answers for an id no longer wanted', () => {
    const details = { manager: managerOf(), availability: [], bookings: {} };
    let state = directoryReducer(initialDirectoryState, loadManagerDetails('a'));
    state = directoryReducer(state, managerDetailsLoaded({ id: 'a', details }));
    expect(state.managerDetails).toEqual({ status: 'succeeded', id: 'a', data: details, error: null });
    state = directoryReducer(state, loadManagerDetails('b'));
    expect(state.managerDetails).toEqual({ status: 'loading', id: 'b', data: null, error: null });
    state = directoryReducer(state, managerDetailsLoaded({ id: 'a', details }));
    state = directoryReducer(state, managerDetailsLoadFailed({ id: 'a', failure: failedWith('denied') }));
    expect(state.managerDetails).toEqual({ status: 'loading', id: 'b', data: null, error: null });
    expect(
      directoryReducer(state, managerDetailsLoadFailed({ id: 'b', failure: failedWith('denied') }))
        .managerDetails,
    ).toMatchObject({
      status: 'failed',
      error: failedWith('denied'),
    });
  });
});

import { paths } from '@/config/paths';
import { shopRouteOf } from '../shopRoute';

describe('shopRouteOf', () => {
  it('reads the page and its id from the paths the app links to', () => {
    expect(shopRouteOf(paths.publicEvent.href('evt-1'))).toEqual({ page: 'event', id: 'evt-1' });
    expect(shopRouteOf(paths.ticketPurchase.href('pur 2', 'key').split('?')[0])).toEqual({
      page: 'purchase',
      id: 'pur 2',
    });
    expect(shopRouteOf('/e/evt-1/')).toEqual({ page: 'event', id: 'evt-1' });
  });

  it('names no page for any other path', () => {
    for (const pathname of ['/', '/e', '/e/', '/e/a/b', '/event/x', '/t/%E0%A4%A', '/dashboard'])
      expect(shopRouteOf(pathname)).toBeNull();
  });
});

import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Order } from '@/domain/entities';
import { loadOrder } from '../slice';
import { selectOrderDetails } from '../slice/selectors';

function orderInState(state: unknown): Order | null {
  const order = (state as { order?: Order } | null)?.order;
  return order && typeof order.id === 'string' ? order : null;
}

/**
 * The order of `?id=`: the copy a link handed over in navigation state is shown at once, and the order is read by
 * id on every visit, which also serves a reload or a page opened from its URL.
 */
export function useOrderFromRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectOrderDetails);
  const handed = orderInState(location.state);
  const id = params.get('id') ?? handed?.id ?? '';
  const known = handed?.id === id ? handed : null;

  // The location key names this visit, so opening the same order again reads it again. `known` is the very object
  // in navigation state, so it stays the same between renders.
  const read = useCallback(() => {
    if (id) dispatch(loadOrder({ id, known }));
  }, [dispatch, id, known]);
  useEffect(read, [read, location.key]);

  const mine = id !== '' && details.id === id;
  const order = mine ? details.order : known;
  return {
    order,
    loading: id !== '' && (!mine || details.status === 'loading' || details.status === 'idle'),
    failed: mine && details.status === 'failed',
    reload: read,
  };
}

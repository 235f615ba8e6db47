import type { Order } from '@/domain/entities';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface OrderListState {
  status: LoadStatus;
  items: Order[];
  /** Where the next page starts; null when the list is complete. */
  cursor: string | null;
}

export interface OrdersPage {
  items: Order[];
  cursor: string | null;
  /** True for a "Load more" page, which is appended; false for a first page, which replaces the list. */
  append: boolean;
}

/** Asks for the first page, or the page after `cursor`. */
export interface LoadOrdersRequest {
  cursor?: string | null;
}

/** Reads one order by id; `known` is the copy a link handed over in navigation state, shown until the read ends. */
export interface LoadOrderRequest {
  id: string;
  known: Order | null;
}

export interface OrderDetailsState {
  status: LoadStatus;
  /** The id the order belongs to, so the page never shows a previously opened one. */
  id: string | null;
  /** null while unknown, and after a read that found nothing this account may see. */
  order: Order | null;
}

export interface OrdersState {
  list: OrderListState;
  details: OrderDetailsState;
}

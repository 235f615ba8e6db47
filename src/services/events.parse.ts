import { storedEvent, storedOrder } from '@gigvenue/contracts';
import type { Order, PlatformEvent } from '@/domain/entities';

// Events and orders are written by functions, but older or seeded documents may lack newer fields: the contract's
// document schemas read every field leniently, so a screen never meets undefined and a bad document never throws.

/** A stored event (Timestamps already converted to epoch ms) as the spec's Event. */
export function eventOf(id: string, data: Record<string, unknown>): PlatformEvent {
  return { id, ...storedEvent.parse(data) };
}

/** A stored order (Timestamps already converted) as plain data. */
export function orderOf(id: string, data: Record<string, unknown>): Order {
  return { id, ...storedOrder.parse(data) };
}

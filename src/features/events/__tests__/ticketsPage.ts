import { vi } from 'vitest';
import type { Ticket, TicketStats, WaitlistEntry } from '../tickets/slice/types';

// The services the events sagas call, replaced by name for the page tests (screens never import services):
//   vi.mock('@/services/tickets.service', async () => ({ ticketsService: (await import('./ticketsPage')).services.ticketsService }));
export const services = {
  eventsService: { get: vi.fn(), remove: vi.fn() },
  ordersService: { listForEvent: vi.fn() },
  ticketsService: {
    listForEvent: vi.fn(),
    listAllForExport: vi.fn(),
    addFeedback: vi.fn(),
    subscribeStats: vi.fn(),
    listPurchase: vi.fn(),
    refundPurchase: vi.fn(),
  },
  waitlistService: { subscribeForEvent: vi.fn(), join: vi.fn(), getOffer: vi.fn() },
  downloadFile: vi.fn(),
};

/** Plays the ticketStats listener: the figures given now, and `send` for each later change. */
export function serveStats(stats: TicketStats | null) {
  const listener = {
    send: (_stats: TicketStats) => undefined as void,
    fail: (_error: Error) => undefined as void,
    unsubscribe: vi.fn(),
  };
  services.ticketsService.subscribeStats.mockImplementation(
    (_eventId: string, onChange: (stats: TicketStats) => void, onError: (error: Error) => void) => {
      listener.send = onChange;
      listener.fail = onError;
      if (stats) queueMicrotask(() => onChange(stats));
      return listener.unsubscribe;
    },
  );
  return listener;
}

/** Answers every tickets page with these tickets and cursor. */
export function serveTickets(items: Ticket[], cursor: string | null = null) {
  services.ticketsService.listForEvent.mockResolvedValue({ items, cursor });
}

/** Plays the waitlist listener: the entries given now (none: an empty line), and `send` for each later change. */
export function serveWaitlist(entries: WaitlistEntry[] = []) {
  const listener = { send: (_entries: WaitlistEntry[]) => undefined as void, unsubscribe: vi.fn() };
  services.waitlistService.subscribeForEvent.mockImplementation(
    (_eventId: string, _ownerId: string, onChange: (entries: WaitlistEntry[]) => void) => {
      listener.send = onChange;
      queueMicrotask(() => onChange(entries));
      return listener.unsubscribe;
    },
  );
  return listener;
}

import { sendAnnouncement } from '@gigvenue/contracts';
import type { AnnounceableEvent, AnnouncementRequest, AnnouncementResult } from '@/domain/announcements';
import { todayUtcMidnight } from '@/domain/eventList';
import { callContract } from './callContract';
import { eventsService } from './events.service';
import { ticketsService } from './tickets.service';

// Announcements go out through the sendAnnouncement function, which checks ownership, the event's date and the
// hourly limit, and notifies each distinct ticket holder once per request id. The page needs only the owner's
// upcoming events and the holder count the ticket functions keep in ticketStats/{eventId} and its shards.

/** More upcoming events than anyone plans at once; the picker stays one bounded read. */
export const ANNOUNCEABLE_EVENTS_LIMIT = 50;

function send(request: AnnouncementRequest): Promise<AnnouncementResult> {
  return callContract(sendAnnouncement, request);
}

/** The owner's upcoming events (today or later), soonest first. */
async function listUpcomingEvents(uid: string): Promise<AnnounceableEvent[]> {
  const page = await eventsService.listMine(
    uid,
    'upcoming',
    todayUtcMidnight(new Date()),
    null,
    ANNOUNCEABLE_EVENTS_LIMIT,
  );
  return page.items.map(({ id, title, date }) => ({ id, title, date }));
}

/** How many distinct people hold tickets for the event; no stats document yet means nobody. */
async function holders(eventId: string): Promise<number> {
  return (await ticketsService.getStats(eventId)).holders;
}

export const announcementsService = {
  send,
  listUpcomingEvents,
  holders,
};

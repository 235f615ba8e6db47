import type { RequestOf, ResponseOf, sendAnnouncement } from '@gigvenue/contracts';

// Announcements to an event's ticket holders, sent by the sendAnnouncement function; the request, its limits and the
// answer are the function's contract.

/** Spec section 9: an event's option in the picker shows at most this many characters of its title. */
export const EVENT_OPTION_TITLE_MAX = 40;

/** The request id is the same for every try of one announcement, so a retry never notifies anyone twice. */
export type AnnouncementRequest = RequestOf<typeof sendAnnouncement>;

export type AnnouncementResult = ResponseOf<typeof sendAnnouncement>;

/** An upcoming event the signed-in account may announce to. */
export interface AnnounceableEvent {
  id: string;
  title: string;
  /** Epoch ms of the event's day. */
  date: number;
}

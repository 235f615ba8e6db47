// Announcements to an event's ticket holders, sent by the sendAnnouncement function.

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_MESSAGE_MAX = 1000;
/** Spec section 9: an event's option in the picker shows at most this many characters of its title. */
export const EVENT_OPTION_TITLE_MAX = 40;

export interface AnnouncementRequest {
  eventId: string;
  title: string;
  message: string;
  /** The same id for every try of one announcement, so a retry never notifies anyone twice. */
  requestId: string;
}

export interface AnnouncementResult {
  announcementId: string;
  holders: number;
  notified: number;
  pushed: number;
}

/** An upcoming event the signed-in account may announce to. */
export interface AnnounceableEvent {
  id: string;
  title: string;
  /** Epoch ms of the event's day. */
  date: number;
}

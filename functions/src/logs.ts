// Every log line has a fixed name so alerts and log queries can match on it; details go in structured fields.
// E-mail addresses are never logged: uids identify accounts well enough.
import * as logger from 'firebase-functions/logger';

export type VenueSlotRefusal =
  | 'not-found'
  | 'not-owner'
  | 'not-venue-owner'
  | 'unknown-slot'
  | 'not-a-venue'
  | 'held-by-order'
  | 'date-out-of-range';

export type VenueAvailabilityRefusal =
  'invalid' | 'not-found' | 'not-owner' | 'not-venue-owner' | 'not-a-venue' | 'held-by-order';

export type RatingRefusal =
  | 'order-not-found'
  | 'not-rater'
  | 'rater-inactive'
  | 'not-completed'
  | 'own-listing'
  | 'edit-closed'
  | 'rated-party-gone';

export type RatingReplyRefusal =
  'rating-not-found' | 'not-rated-party' | 'replier-inactive' | 'already-replied';

export const logs = {
  accountProvisioned(fields: { uid: string; statusForced: boolean }): void {
    logger.info('account_provisioned', fields);
  },
  accountProvisioningSkipped(fields: {
    uid: string;
    reason: 'already-provisioned' | 'profile-missing';
  }): void {
    logger.info('account_provisioning_skipped', fields);
  },
  accountStatusForced(fields: { uid: string; writtenStatus: unknown }): void {
    logger.warn('account_status_forced_pending', fields);
  },
  appUserCreated(fields: { uid: string; provider: string }): void {
    logger.info('app_user_created', fields);
  },
  appUserSkipped(fields: { uid: string; reason: 'not-app-user' | 'already-exists' }): void {
    logger.info('app_user_skipped', fields);
  },
  appUserFailed(fields: { uid: string; provider: string; error: string }): void {
    logger.error('app_user_failed', fields);
  },
  appUserProfileSynced(fields: { uid: string; fields: string[] }): void {
    logger.info('app_user_profile_synced', fields);
  },
  appUserProfileSyncSkipped(fields: {
    uid: string;
    reason: 'account-deleted' | 'no-app-user' | 'up-to-date';
  }): void {
    logger.info('app_user_profile_sync_skipped', fields);
  },
  welcomeMailQueued(fields: { uid: string; mailId: string }): void {
    logger.info('welcome_mail_queued', fields);
  },
  welcomeMailSkipped(fields: { uid: string; reason: 'already-queued' | 'no-email' }): void {
    logger.info('welcome_mail_skipped', fields);
  },
  accountEmailChecked(fields: { exists: boolean }): void {
    logger.info('account_email_checked', fields);
  },
  accountEmailCheckLimited(fields: { limit: number; windowMinutes: number }): void {
    logger.warn('account_email_check_limited', fields);
  },
  uploadsOverQuotaDeleted(fields: { folder: string; deleted: number }): void {
    logger.warn('uploads_over_quota_deleted', fields);
  },
  uploadNotImageDeleted(fields: { folder: string; contentType: string }): void {
    logger.warn('upload_not_image_deleted', fields);
  },
  /** The daily sweep deleted the uploads of pending accounts that never verified their e-mail address. */
  pendingUploadsCleaned(fields: { accounts: number; files: number }): void {
    logger.info('pending_uploads_cleaned', fields);
  },
  startingFromUpdated(fields: { uid: string; startingFrom: number }): void {
    logger.info('manager_starting_from_updated', fields);
  },
  availabilitySlotDeleted(fields: {
    uid: string;
    entryId: string;
    slotId: string;
    entryRemoved: boolean;
  }): void {
    logger.info('availability_slot_deleted', fields);
  },
  availabilitySlotDeleteRefused(fields: {
    uid: string;
    entryId: string;
    slotId: string;
    reason: 'not-owner' | 'inactive' | 'not-found' | 'booked';
  }): void {
    logger.warn('availability_slot_delete_refused', fields);
  },
  venueSlotToggled(fields: {
    uid: string;
    venueId: string;
    date: string;
    slotId: string;
    active: boolean;
  }): void {
    logger.info('venue_slot_toggled', fields);
  },
  venueSlotToggleRefused(fields: { uid: string; venueId: string; reason: VenueSlotRefusal }): void {
    logger.warn('venue_slot_toggle_refused', fields);
  },
  venueAvailabilitySaved(fields: { uid: string; venueId: string; entries: number; slots: number }): void {
    logger.info('venue_availability_saved', fields);
  },
  venueAvailabilitySaveRefused(fields: {
    uid: string;
    venueId: string;
    reason: VenueAvailabilityRefusal;
    slotIds?: string[];
  }): void {
    logger.warn('venue_availability_save_refused', fields);
  },
  venueStartingFromUpdated(fields: { venueId: string; startingFrom: number }): void {
    logger.info('venue_starting_from_updated', fields);
  },
  venueSeatFloorRecounted(fields: { venueId: string; seats: number; heldUntil: string }): void {
    logger.info('venue_seat_floor_recounted', fields);
  },
  publicProfileSynced(fields: { uid: string; listed: boolean }): void {
    logger.info('public_profile_synced', fields);
  },
  bookingCreated(fields: {
    uid: string;
    eventId: string;
    orders: number;
    totalPence: number;
    status: string;
  }): void {
    logger.info('booking_created', fields);
  },
  bookingRefused(fields: { uid: string; reason: string }): void {
    logger.warn('booking_refused', fields);
  },
  bookingCaptureFailed(fields: { eventId: string; error: string }): void {
    logger.error('booking_capture_failed', fields);
  },
  /** A booking's commit could be neither confirmed nor fenced off: its card hold is left to lapse, not released. */
  bookingOutcomeUnknown(fields: { eventId: string; error: string }): void {
    logger.error('booking_outcome_unknown', fields);
  },
  /** The sweep returned a booking payment left owed back (or captured for a booking that no longer stands). */
  strandedPaymentSettled(fields: {
    eventId: string;
    outcome: string;
    found: 'owed' | 'cancelled-event';
  }): void {
    logger.warn('stranded_payment_settled', fields);
  },
  strandedPaymentFailed(fields: { eventId: string; error: string }): void {
    logger.error('stranded_payment_failed', fields);
  },
  strandedPaymentRun(fields: { settled: number; failed: number }): void {
    (fields.failed > 0 ? logger.error : logger.info)('stranded_payment_run', fields);
  },
  eventDeleted(fields: { uid: string; eventId: string; orders: number; refunded: boolean }): void {
    logger.info('event_deleted', fields);
  },
  eventDeleteRefused(fields: { uid: string; eventId: string; reason: string }): void {
    logger.warn('event_delete_refused', fields);
  },
  eventRefundFailed(fields: { eventId: string; error: string }): void {
    logger.error('event_refund_failed', fields);
  },
  ticketsSold(fields: { eventId: string; purchaseId: string; tickets: number; totalPence: number }): void {
    logger.info('tickets_sold', fields);
  },
  statisticsRollUpFailed(fields: { uid: string; error: string }): void {
    logger.warn('statistics_roll_up_failed', fields);
  },
  statisticsRolledUp(fields: { accounts: number }): void {
    logger.info('statistics_rolled_up', fields);
  },
  waitlistJoined(fields: { eventId: string; entryId: string; position: number }): void {
    logger.info('waitlist_joined', fields);
  },
  waitlistOffered(fields: { eventId: string; entryId: string; quantity: number }): void {
    logger.info('waitlist_offered', fields);
  },
  waitlistOffersLapsed(fields: { eventId: string; offers: number }): void {
    logger.info('waitlist_offers_lapsed', fields);
  },
  waitlistOfferFailed(fields: { eventId: string; error: string }): void {
    logger.error('waitlist_offer_failed', fields);
  },
  /** A purchase refunded outside the app, or whose hold lapsed, had its tickets put back on sale. */
  unpaidTicketsReturned(fields: { eventId: string; purchaseId: string }): void {
    logger.info('unpaid_tickets_returned', fields);
  },
  ticketPurchaseRefunded(fields: {
    eventId: string;
    purchaseId: string;
    tickets: number;
    refundedPence: number;
  }): void {
    logger.info('ticket_purchase_refunded', fields);
  },
  ticketRefundFailed(fields: { purchaseId: string; error: string }): void {
    logger.error('ticket_refund_failed', fields);
  },
  ticketSaleRefused(fields: { uid: string | null; reason: string }): void {
    logger.warn('ticket_sale_refused', fields);
  },
  ticketCaptureFailed(fields: { purchaseId: string; error: string }): void {
    logger.error('ticket_capture_failed', fields);
  },
  ticketBuyerCustomerFailed(fields: { purchaseId: string; error: string }): void {
    logger.warn('ticket_buyer_customer_failed', fields);
  },
  ticketPurchaseRefused(fields: { purchaseId: string; reason: 'not-found' | 'wrong-key' }): void {
    logger.warn('ticket_purchase_refused', fields);
  },
  ticketCheckedIn(fields: {
    uid: string;
    eventId: string;
    ticketId: string;
    result: 'checkedIn' | 'alreadyCheckedIn';
    offline: boolean;
  }): void {
    logger.info('ticket_checked_in', fields);
  },
  ticketCheckInRefused(fields: { uid: string; eventId: string; reason: string }): void {
    logger.warn('ticket_check_in_refused', fields);
  },
  ticketDoorListRead(fields: { uid: string; eventId: string; tickets: number; complete: boolean }): void {
    logger.info('ticket_door_list_read', fields);
  },
  ticketStatsRebuilt(fields: { eventId: string; sold: number; checkedIn: number }): void {
    logger.info('ticket_stats_rebuilt', fields);
  },
  announcementSent(fields: {
    uid: string;
    eventId: string;
    announcementId: string;
    holders: number;
    notified: number;
    pushed: number;
    invalidTokens: number;
    resumed: boolean;
    ms: number;
  }): void {
    logger.info('announcement_sent', fields);
  },
  announcementRefused(fields: { uid: string; reason: string }): void {
    logger.warn('announcement_refused', fields);
  },
  pushTokenRegistered(fields: { uid: string; cleared: boolean }): void {
    logger.info('push_token_registered', fields);
  },
  eventSettled(fields: { eventId: string; entries: number; creditedPence: number }): void {
    logger.info('event_settled', fields);
  },
  eventSettlementFailed(fields: { eventId: string; error: string }): void {
    logger.error('event_settlement_failed', fields);
  },
  eventSettlementWaiting(fields: {
    eventId: string;
    entries: number;
    creditedPence: number;
    waitingFor: string[];
  }): void {
    logger.info('event_settlement_waiting', fields);
  },
  settlementRun(fields: { settled: number; notOver: number; waiting: number; failed: number }): void {
    logger.info('settlement_run', fields);
  },
  withdrawalPaid(fields: { uid: string; withdrawalId: string; amountPence: number }): void {
    logger.info('withdrawal_paid', fields);
  },
  withdrawalFailed(fields: {
    uid: string;
    withdrawalId: string;
    amountPence: number;
    stage: 'transfer' | 'payout';
    error: string;
  }): void {
    logger.error('withdrawal_failed', fields);
  },
  withdrawalRefused(fields: { uid: string; reason: string }): void {
    logger.info('withdrawal_refused', fields);
  },
  withdrawalsResumed(fields: { resumed: number; failed: number; pending: number }): void {
    logger.info('withdrawals_resumed', fields);
  },
  withdrawalUnknown(fields: { uid: string; withdrawalId: string; amountPence: number; error: string }): void {
    logger.warn('withdrawal_outcome_unknown', fields);
  },
  withdrawalReconciled(fields: { uid: string; withdrawalId: string; transferId: string }): void {
    logger.info('withdrawal_reconciled', fields);
  },
  captureRetried(fields: {
    record: string;
    outcome: 'captured' | 'lapsed' | 'failed';
    error?: string;
  }): void {
    (fields.outcome === 'captured' ? logger.info : logger.error)('capture_retried', fields);
  },
  stripeWebhookHandled(fields: { eventId: string; type: string; outcome: string; replayed: boolean }): void {
    logger.info('stripe_webhook_handled', fields);
  },
  stripeWebhookRefused(fields: { reason: 'bad-signature' }): void {
    logger.warn('stripe_webhook_refused', fields);
  },
  stripeWebhookFailed(fields: { eventId: string; type: string; error: string }): void {
    logger.error('stripe_webhook_failed', fields);
  },
  captureRetryRun(fields: { captured: number; lapsed: number; failed: number }): void {
    logger.info('capture_retry_run', fields);
  },
  payoutAccountCreated(fields: { uid: string }): void {
    logger.info('payout_account_created', fields);
  },
  payoutCardAttached(fields: { uid: string; brand: string }): void {
    logger.info('payout_card_attached', fields);
  },
  statisticsChangeCounted(fields: {
    source: string;
    documentId: string;
    outcomes: Record<string, 'applied' | 'already-applied' | 'counted-by-rebuild'>;
  }): void {
    logger.info('statistics_change_counted', fields);
  },
  statisticsRebuilt(fields: { uid: string; events: number; tickets: number; orders: number }): void {
    logger.info('statistics_rebuilt', fields);
  },
  ratingSaved(fields: { uid: string; orderId: string; stars: number; edited: boolean }): void {
    logger.info('rating_saved', fields);
  },
  ratingRefused(fields: { uid: string; orderId: string; reason: RatingRefusal }): void {
    logger.warn('rating_refused', fields);
  },
  ratingReplied(fields: { uid: string; ratingId: string }): void {
    logger.info('rating_replied', fields);
  },
  ratingReplyRefused(fields: { uid: string; ratingId: string; reason: RatingReplyRefusal }): void {
    logger.warn('rating_reply_refused', fields);
  },
  raterRatingsRecounted(fields: { uid: string; counting: boolean; changed: number }): void {
    logger.info('rater_ratings_recounted', fields);
  },
  publicPageFailed(fields: { page: 'event' | 'purchase' | 'calendar'; id: string; error: string }): void {
    logger.error('public_page_failed', fields);
  },
  eventCancelled(fields: {
    uid: string;
    eventId: string;
    tickets: number;
    releasedOrders: number;
    keptOrders: number;
  }): void {
    logger.info('event_cancelled', fields);
  },
  eventCancelRefused(fields: { uid: string; eventId: string; reason: string }): void {
    logger.warn('event_cancel_refused', fields);
  },
  refundJobFinished(fields: { eventId: string; refundedTickets: number; declinedTickets: number }): void {
    logger.info('refund_job_finished', fields);
  },
  refundJobResumed(fields: { eventId: string; run: string }): void {
    logger.info('refund_job_resumed', fields);
  },
  refundsRetried(fields: { eventId: string; retried: number; stillDeclined: number }): void {
    logger.info('refunds_retried', fields);
  },
};

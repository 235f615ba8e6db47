import {
  bookingPaymentDocument,
  ticketPaymentDocument,
  type BookingPaymentDocument,
} from '@gigvenue/contracts';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { updateDocument, updateMapFields, type Stamps } from '../shared/documents';
import type { HeldPaymentSource } from './capturePlan';

/** What the payment paths change on a held payment: its status and progress, named alike on both records. */
export type HeldPaymentChange = Partial<
  Pick<
    BookingPaymentDocument,
    'status' | 'captureError' | 'lapsedAt' | 'refundedAt' | 'releasedAt' | 'refundedOutside' | 'dispute'
  >
>;

/**
 * Updates a held payment where its source keeps it, through the typed writer: bookingPayments' own fields, or the
 * fields of ticketPurchases' payment map.
 */
export function updateHeldPayment(
  tx: Transaction,
  source: HeldPaymentSource,
  ref: DocumentReference,
  change: HeldPaymentChange,
  stamps: Stamps = {},
): void {
  if (source.kind === 'booking') updateDocument(tx, 'update', ref, bookingPaymentDocument, change, stamps);
  else updateMapFields(tx, ref, 'payment', ticketPaymentDocument, change, stamps);
}

import {
  type getTicketPurchase,
  PLAIN_ID,
  PURCHASE_REFUND_STATUSES,
  type PurchaseRefundStatus,
  type ResponseOf,
  ticketHolderDocument,
} from '@gigvenue/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { publicEventDetails } from './saleView';
import { cachedTicketKeys, isPurchaseAccessKey, signTicketCode } from './ticketCodes';
import { directWriter, updateDocument } from '../shared/documents';

export type TicketPurchaseView = ResponseOf<typeof getTicketPurchase>;

const isRefundStatus = (status: unknown): status is PurchaseRefundStatus =>
  (PURCHASE_REFUND_STATUSES as readonly unknown[]).includes(status);

/**
 * The buyer's tickets with their signed codes, or null when the purchase is missing or the key is wrong (answered
 * alike, so a guessed id learns nothing). The key in the link is the only credential (buyers have no platform
 * account), compared in constant time with the random ones the sale kept in ticketPurchaseKeys: the purchaser's
 * (in the purchase's answer, for the page the shop opens) or the mail's (only ever in the mail). Opening with the
 * mail's key proves the holder reads mail at the address the ticket was bought for, so that first opening is marked
 * on the holder's ticketHolders entry (mailLinkOpenedAt): announcements reach only those holders. The
 * getTicketPurchase callable and the server-rendered ticket page both answer from it; the caller must hold the
 * ticket signing secret.
 */
export async function loadTicketPurchase(
  db: Firestore,
  purchaseId: string,
  key: string,
): Promise<TicketPurchaseView | null> {
  if (!PLAIN_ID.test(purchaseId)) return null;
  const [stored, purchase] = await db.getAll(
    db.doc(`ticketPurchaseKeys/${purchaseId}`),
    db.doc(`ticketPurchases/${purchaseId}`),
  );
  const fromMail = isPurchaseAccessKey(stored.get('mailKey'), key);
  if (!fromMail && !isPurchaseAccessKey(stored.get('accessKey'), key)) {
    logs.ticketPurchaseRefused({ purchaseId, reason: 'wrong-key' });
    return null;
  }
  const eventId = purchase.get('eventId');
  const buyerId = purchase.get('buyerId');
  const ticketIds = (purchase.get('ticketIds') as string[] | undefined) ?? [];
  if (!purchase.exists || typeof eventId !== 'string') {
    logs.ticketPurchaseRefused({ purchaseId, reason: 'not-found' });
    return null;
  }
  const holderRef = db.doc(`ticketHolders/${eventId}_${String(buyerId)}`);
  const [event, holder, ...tickets] = await db.getAll(
    db.doc(`events/${eventId}`),
    holderRef,
    ...ticketIds.map((id) => db.doc(`tickets/${id}`)),
  );
  if (fromMail && holder.exists && holder.get('mailLinkOpenedAt') === undefined)
    await updateDocument(directWriter, 'update', holderRef, ticketHolderDocument, {
      mailLinkOpenedAt: Date.now(),
    });
  const keys = cachedTicketKeys(ticketSigningSeed());
  // A cancelled event's tickets are void: they carry no code, so the buyer's page has nothing to show at a door.
  const cancelled = event.get('status') === 'cancelled';
  const refundStatus: unknown = purchase.get('refund.status');
  return {
    purchaseId,
    buyerName: String(purchase.get('name') ?? ''),
    // The event may have been deleted since; the tickets still show what was bought.
    event: publicEventDetails(eventId, event.data() ?? {}),
    cancelled,
    refund: isRefundStatus(refundStatus)
      ? { status: refundStatus, totalPence: Number(purchase.get('totalPence') ?? 0) }
      : null,
    tickets: tickets
      .filter((ticket) => ticket.exists)
      .map((ticket) => ({
        ticketId: ticket.id,
        ticketType: String(ticket.get('ticketType') ?? ''),
        amountPaid: Number(ticket.get('amountPaid') ?? 0),
        isCheckedIn: ticket.get('isCheckedIn') === true,
        code: cancelled ? '' : signTicketCode(keys, { ticketId: ticket.id, eventId }),
      })),
  };
}

// A sold ticket.

/** tickets/{id}. eventOwnerId copies the event's createdBy so an owner's revenue can be aggregated. */
export interface Ticket {
  id: string;
  ticketId: string;
  userId: string;
  userName: string;
  purchaseDate: number;
  amountPaid: number;
  isPaid: boolean;
  /** The money went back to the buyer (the event was cancelled); such a ticket is also no longer paid. */
  refunded: boolean;
  /** The card holder disputes the payment at their bank (open, or lost): the door refuses the ticket. */
  disputed?: boolean;
  isCheckedIn: boolean;
  paymentMethod: string;
  ticketType: string;
  eventId: string;
  eventOwnerId: string;
  feedbackNotes: string;
  /** The purchase the ticket was sold in (the ticket shop's); a refund takes back the whole purchase. */
  purchaseId?: string;
}

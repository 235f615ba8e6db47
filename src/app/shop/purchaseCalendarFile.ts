import type { PurchaseCalendarFile } from '@gigvenue/contracts';
import { calendarFileText } from '@/components/ui/calendarFileText';
import { purchaseCalendarSource, purchaseViewOf } from '@/domain/ticketSale';

// The buyer's "Add to calendar" is a plain link to a file the server makes (functions/src/publicPages), so it works
// before the page's script has run, or without one, and opens the phone's calendar from a real address.

/** The purchase's calendar file, as the app's own download makes it; null for void tickets or an undated event. */
export const purchaseCalendarFile: PurchaseCalendarFile = (answer) => {
  const purchase = purchaseViewOf(answer);
  if (!purchase || purchase.cancelled) return null;
  return calendarFileText(purchaseCalendarSource(purchase.event));
};

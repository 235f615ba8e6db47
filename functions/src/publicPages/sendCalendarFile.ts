import type { Response } from 'express';
import { securityHeaders } from '@gigvenue/contracts';
import { settings } from '../config';
import { logs } from '../logs';
import type { TicketPurchaseView } from '../tickets/loadTicketPurchase';
import { calendarFileAnswer } from './calendarFile';
import { purchaseCalendarFile } from './shopRenderer';

/** Sends a purchase's calendar file, made by the shop's own code; a failure is a short, uncached 503. */
export async function sendCalendarFile(
  response: Response,
  purchaseId: string,
  load: () => Promise<TicketPurchaseView | null>,
): Promise<void> {
  response.set(securityHeaders({ loopback: settings.emulated }));
  try {
    const purchase = await load();
    const { status, headers, body } = calendarFileAnswer(purchase && purchaseCalendarFile(purchase));
    response.status(status).set(headers).send(body);
  } catch (error) {
    logs.publicPageFailed({ page: 'calendar', id: purchaseId, error: String(error) });
    response
      .status(503)
      .set('Cache-Control', 'no-store')
      .set('Retry-After', '5')
      .send('Try again in a moment.');
  }
}

import { toString as qrSvg } from 'qrcode';
import { svgDataUrl, TICKET_QR_OPTIONS } from '@gigvenue/contracts';

/**
 * A ticket's QR code as the browser draws it (the contract's options): an SVG data URL, so the ticket page shows its
 * codes in the first paint, before any script has run.
 */
export async function qrDataUrl(text: string): Promise<string> {
  return svgDataUrl(await qrSvg(text, TICKET_QR_OPTIONS));
}

import { toString as qrSvg } from 'qrcode';

/**
 * A ticket's QR code as the browser draws it (src/features/ticketShop/components/QrCode.tsx, same options): an SVG
 * data URL, so the ticket page shows its codes in the first paint, before any script has run.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await qrSvg(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

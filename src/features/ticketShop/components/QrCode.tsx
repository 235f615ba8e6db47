import { useEffect, useState } from 'react';
import { svgDataUrl, TICKET_QR_OPTIONS } from '@gigvenue/contracts';

/** The QR code as an SVG data URL, drawn as the functions' ticket page draws it (the contract's options). */
async function qrDataUrl(text: string): Promise<string> {
  // The encoder loads after the page has painted (its square is kept meanwhile), not before the ticket page's first
  // paint.
  const { toString: qrSvg } = await import('qrcode');
  return svgDataUrl(await qrSvg(text, TICKET_QR_OPTIONS));
}

interface QrCodeProps {
  text: string;
  label: string;
  /** Shown instead when the code cannot be drawn. */
  fallback: string;
}

export function QrCode({ text, label, fallback }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ text: string; url: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    qrDataUrl(text).then(
      (url) => current && setDrawn({ text, url }),
      () => current && setDrawn({ text, url: null }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (!drawn || drawn.text !== text) return <div className="ticket-shop-qr mx-auto" aria-hidden="true" />;
  if (!drawn.url) return <p className="text-danger small">{fallback}</p>;
  return <img src={drawn.url} alt={label} className="ticket-shop-qr d-block mx-auto" />;
}

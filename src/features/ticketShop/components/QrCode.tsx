import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { svgDataUrl, TICKET_QR_OPTIONS } from '@gigvenue/contracts';

/** The QR code as an SVG data URL, drawn as the functions' ticket page draws it (the contract's options). */
async function qrDataUrl(text: string): Promise<string> {
  // The encoder loads after the page has painted, not before its first paint.
  const { toString: qrSvg } = await import('qrcode');
  return svgDataUrl(await qrSvg(text, TICKET_QR_OPTIONS));
}

/**
 * The codes' images by code, drawn before a render: the server draws them into the ticket page's first paint, and
 * the browser draws the same ones before it hydrates that page, so both render the same images.
 */
export async function qrCodeUrls(texts: readonly string[]): Promise<Record<string, string>> {
  const drawn = await Promise.all(texts.filter(Boolean).map(async (text) => [text, await qrDataUrl(text)]));
  return Object.fromEntries(drawn);
}

const DrawnCodes = createContext<Record<string, string>>({});

/** Provides the codes drawn ahead (qrCodeUrls) to the QrCodes below. */
export function QrCodeUrls({ value, children }: { value: Record<string, string>; children: ReactNode }) {
  return <DrawnCodes.Provider value={value}>{children}</DrawnCodes.Provider>;
}

interface QrCodeProps {
  text: string;
  label: string;
  /** Shown instead when the code cannot be drawn. */
  fallback: string;
}

export function QrCode({ text, label, fallback }: QrCodeProps) {
  const ahead = useContext(DrawnCodes)[text];
  const [drawn, setDrawn] = useState<{ text: string; url: string | null } | null>(
    ahead ? { text, url: ahead } : null,
  );

  useEffect(() => {
    if (drawn?.text === text) return;
    let current = true;
    qrDataUrl(text).then(
      (url) => current && setDrawn({ text, url }),
      () => current && setDrawn({ text, url: null }),
    );
    return () => {
      current = false;
    };
  }, [text, drawn?.text]);

  if (!drawn || drawn.text !== text) return <div className="ticket-shop-qr mx-auto" aria-hidden="true" />;
  if (!drawn.url) return <p className="text-danger small">{fallback}</p>;
  return <img src={drawn.url} alt={label} className="ticket-shop-qr d-block mx-auto" />;
}

import { useEffect, useState } from 'react';

/** The QR code as an SVG data URL: sharp at any size and on any screen density, which helps a door scanner. */
async function qrDataUrl(text: string): Promise<string> {
  // The encoder loads after the page has painted (its square is kept meanwhile), not before the ticket page's first
  // paint. Four modules of quiet zone, as scanners expect; medium error correction survives a scratched screen.
  const { toString: qrSvg } = await import('qrcode');
  const svg = await qrSvg(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
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

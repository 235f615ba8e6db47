// How a ticket's QR code is drawn (the qrcode package's options), by the browser's ticket page and by the functions'
// first-paint page alike: an SVG, four modules of quiet zone as scanners expect, medium error correction that
// survives a scratched screen, black on white.

export const TICKET_QR_OPTIONS = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 4,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/** An SVG as a data URL: sharp at any size and on any screen density, which helps a door scanner. */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

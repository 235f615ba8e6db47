import { useEffect, useRef, useState } from 'react';
import type { Html5Qrcode } from 'html5-qrcode';
import { cameraFailureOf, type CameraFailure } from './cameraFailure';

export type CameraStatus = 'starting' | 'running' | CameraFailure;
export type FacingMode = 'environment' | 'user';

// The spec's scanner settings.
const SCAN_CONFIG = { fps: 10, qrbox: 250 };

/**
 * Runs html5-qrcode's camera scanner in the element `elementId` while mounted, calling `onRead` with each decoded
 * text. The library loads on first use, so only the door screen downloads it. Starts and stops are chained, so a
 * quick remount (React's strict mode, a camera switch) never has two scanners on one element.
 */
export function useQrScanner(
  elementId: string,
  facingMode: FacingMode,
  onRead: (text: string) => void,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const latestRead = useRef(onRead);
  const chain = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    latestRead.current = onRead;
  });

  useEffect(() => {
    let active = true;
    let scanner: Html5Qrcode | null = null;
    chain.current = chain.current.then(async () => {
      if (!active) return;
      try {
        const { Html5Qrcode: Scanner, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
        if (!active) return;
        scanner = new Scanner(elementId, {
          verbose: false,
          formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
        });
        await scanner.start({ facingMode }, SCAN_CONFIG, (text) => latestRead.current(text), undefined);
        if (active) setStatus('running');
      } catch (error) {
        if (active) setStatus(cameraFailureOf(error));
      }
    });
    return () => {
      active = false;
      chain.current = chain.current.then(async () => {
        try {
          if (scanner?.isScanning) await scanner.stop();
          scanner?.clear();
        } catch {
          // Already stopped, or its element is gone: the camera is released either way.
        }
      });
    };
  }, [elementId, facingMode]);

  return status;
}

import { useCallback, useEffect, useRef } from 'react';
import { passRead, type ReadGate } from '@/domain/doorCheck';

/**
 * Turns the camera's stream of reads (ten a second while a code is in view) into single scans: nothing while a
 * check runs, a pause after each scan, and the same code only again once it has left the camera's view.
 */
export function useScanGate(onScan: (code: string) => void, busy: boolean): (text: string) => void {
  const gate = useRef<ReadGate | null>(null);
  const busyNow = useRef(busy);
  const scan = useRef(onScan);

  useEffect(() => {
    busyNow.current = busy;
    scan.current = onScan;
  });

  return useCallback((text: string) => {
    const read = passRead(gate.current, text, Date.now(), busyNow.current);
    gate.current = read.gate;
    if (read.send) scan.current(text);
  }, []);
}

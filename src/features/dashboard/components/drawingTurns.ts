import { useEffect, useState } from 'react';

/**
 * One chart drawn per task. apexcharts draws a chart in one piece of main-thread work; charts that became ready
 * together (all waiting for the chart chunk) would otherwise be drawn in one commit, one long task that blocks input
 * for all of them. Each chart waits for its turn: the first in a task of its own, each next one in a task after the
 * previous one has drawn.
 */
let previous: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * False until this chart's turn, then true. Call `done` once drawn (after the commit that drew it) so the next chart
 * may start; a chart that unmounts before its turn gives it up.
 */
export function useDrawingTurn(): { myTurn: boolean; done: () => void } {
  const [turn, setTurn] = useState<{ done: () => void } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let release!: () => void;
    const finished = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = previous;
    previous = before.then(() => finished);
    void before.then(nextTask).then(() => {
      if (cancelled) release();
      else setTurn({ done: release });
    });
    return () => {
      cancelled = true;
      release();
    };
  }, []);
  return { myTurn: turn !== null, done: turn?.done ?? noop };
}

function noop() {}

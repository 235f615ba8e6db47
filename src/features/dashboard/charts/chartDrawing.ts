import type { ChartDrawingReply, ChartDrawingRequest } from './chartDrawingMessages';
import type { MonthlyChartSpec } from './monthlyChartOptions';

interface Waiting {
  resolve: (svg: string) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let workerFailed = false;
let lastId = 0;
const waiting = new Map<number, Waiting>();

/** Whether charts can be drawn in a worker here; where not (an old browser, jsdom), they are drawn in the page. */
export const canDrawOffMainThread = () => typeof Worker === 'function' && !workerFailed;

/**
 * A monthly chart drawn as SVG markup by the drawing worker, which one page starts once and every chart shares.
 * Rejects when the worker cannot draw it (its script could not be downloaded, the browser cannot measure text in a
 * worker): the chart is then drawn in the page.
 */
export function drawChartOffMainThread(
  spec: MonthlyChartSpec,
  width: number,
  fontFamily: string,
): Promise<string> {
  if (!canDrawOffMainThread())
    return Promise.reject(new Error('Charts cannot be drawn off the main thread here.'));
  const drawing = (worker ??= startWorker());
  const id = ++lastId;
  return new Promise<string>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const request: ChartDrawingRequest = { id, spec, width, fontFamily };
    drawing.postMessage(request);
  });
}

function startWorker(): Worker {
  const started = new Worker(new URL('./monthlyChart.worker.ts', import.meta.url), {
    type: 'module',
    name: 'chart drawing',
  });
  started.onmessage = ({ data }: MessageEvent<ChartDrawingReply>) => {
    const reply = waiting.get(data.id);
    waiting.delete(data.id);
    if ('svg' in data) reply?.resolve(data.svg);
    else reply?.reject(new Error(data.error));
  };
  started.onerror = (event) => {
    event.preventDefault();
    workerFailed = true;
    worker = null;
    started.terminate();
    for (const reply of waiting.values()) reply.reject(new Error('The chart drawing worker failed.'));
    waiting.clear();
  };
  return started;
}

import './workerGlobals';
import { drawMonthlyChartSvg } from './drawMonthlyChartSvg';
import type { MeasureText } from './ssrTextMeasurement';
import type { ChartDrawingReply, ChartDrawingRequest } from './chartDrawingMessages';

// Draws monthly charts with apexcharts' own server renderer, away from the page's main thread: drawing into the page
// costs a phone a long task of 100-200 ms per chart (svg.js writes every attribute apart, and each label is measured
// in the live document), while the markup drawn here goes into the page in one piece.

interface WorkerScope {
  onmessage: ((event: MessageEvent<ChartDrawingRequest>) => void) | null;
  postMessage(reply: ChartDrawingReply): void;
}

const scope = self as unknown as WorkerScope;

// Labels are measured as the page will draw them: the same font, through the canvas a worker may have.
const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;

function measureIn(fontFamily: string): MeasureText {
  return (text, fontSize, fontWeight) => {
    if (!canvas) throw new Error('This browser cannot measure text off the page.');
    canvas.font = `${fontWeight} ${fontSize}px ${fontFamily}`;
    const metrics = canvas.measureText(text);
    return {
      width: metrics.width,
      ascent: metrics.fontBoundingBoxAscent,
      descent: metrics.fontBoundingBoxDescent,
    };
  };
}

scope.onmessage = ({ data: { id, spec, width, fontFamily } }) => {
  drawMonthlyChartSvg(spec, width, measureIn(fontFamily)).then(
    (svg) => scope.postMessage({ id, svg }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};

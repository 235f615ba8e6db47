import ApexCharts from 'apexcharts/ssr';
import * as apexchartsSsr from 'apexcharts/ssr';
import { unescapeMarkup } from './markup';

/** A line of text's advance width and its font's extent above and below the baseline, in CSS pixels. */
export interface TextMetrics {
  width: number;
  ascent: number;
  descent: number;
}

/** Measures `text` at `fontSize` CSS pixels and `fontWeight` in the page's font (OffscreenCanvas in the worker). */
export type MeasureText = (text: string, fontSize: number, fontWeight: string) => TextMetrics;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of apexcharts' server-side element (its SSR DOM shim) that a text's box is worked out from. */
interface ShimElement {
  nodeName: string;
  textContent?: string;
  children?: ShimElement[];
  attributes: Map<string, string>;
}

interface ShimElementPrototype {
  getBBox?: (this: ShimElement) => Box;
  getBoundingClientRect?: (this: ShimElement) => Box;
}

interface ApexChartsInstance {
  render(): Promise<unknown>;
  destroy(): void;
  w: { dom: { Paper: { node: object } } };
}

// apexcharts' types do not describe its server build: a chart made on the shim, whose parts are reached here, and
// the container its server renderer makes for a chart.
interface VirtualHosts {
  _createVirtualElement(width: number, height: number): object;
}

const serverRenderer = (apexchartsSsr as unknown as { SSRRenderer: VirtualHosts }).SSRRenderer;

const ApexChartsOnShim = ApexCharts as unknown as new (
  element: object,
  options: object,
) => ApexChartsInstance;

const NO_BOX: Box = { x: 0, y: 0, width: 0, height: 0 };

/** What a text shows: its own text and its tspans' (not its tooltip title), as the markup will read once parsed. */
const textOf = (element: ShimElement): string =>
  unescapeMarkup(
    (element.textContent ?? '') +
      (element.children ?? [])
        .filter((child) => child.nodeName !== 'title')
        .map(textOf)
        .join(''),
  );

const isText = (element: ShimElement) => element.nodeName === 'text' || element.nodeName === 'tspan';

/**
 * The weight a browser draws an SVG text's `font-weight` with. apexcharts writes "regular" on its labels, which is no
 * CSS weight: the page ignores it and draws them normal, and a canvas given it ignores the whole font.
 */
export const fontWeight = (value: string | undefined) =>
  value && /^(normal|bold|bolder|lighter|[1-9]00)$/.test(value) ? value : 'normal';

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * The box a browser gives a text element (getBBox): from the anchor point along the advance width, from the font's
 * ascent above the baseline to its descent below. Other elements have none, as in the shim.
 */
export function textBox(element: ShimElement, measure: MeasureText): Box {
  if (!isText(element)) return NO_BOX;
  const fontSize = number(element.attributes.get('font-size'), 12);
  const { width, ascent, descent } = measure(
    textOf(element),
    fontSize,
    fontWeight(element.attributes.get('font-weight')),
  );
  const x = number(element.attributes.get('x'), 0);
  const y = number(element.attributes.get('y'), 0);
  const anchor = element.attributes.get('text-anchor');
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  return { x: left, y: y - ascent, width, height: ascent + descent };
}

/**
 * apexcharts' renderer without a page (`window` undefined: a worker, Node) lays the chart out with a shim whose
 * elements measure nothing, so every label is 0 px wide: the y-axis gets no room and the month labels all overlap.
 * The shim's element class is not exported; it is reached through one element of a throwaway chart, and given the
 * two measurements apexcharts asks a text for. Once per realm.
 */
let installed: Promise<void> | null = null;
let currentMeasure: MeasureText | null = null;

/** Has apexcharts' server renderer measure texts with `measure` from now on. */
export async function measureTextsWith(measure: MeasureText): Promise<void> {
  await installTextMeasurement();
  currentMeasure = measure;
}

function installTextMeasurement(): Promise<void> {
  installed ??= (async () => {
    const host = serverRenderer._createVirtualElement(10, 10);
    const probe = new ApexChartsOnShim(host, {
      chart: { type: 'line', width: 10, height: 10, animations: { enabled: false } },
      series: [{ data: [1] }],
    });
    await probe.render();
    const prototype = Object.getPrototypeOf(probe.w.dom.Paper.node) as ShimElementPrototype;
    probe.destroy();
    // The shim's own rectangle stays for other elements: it tells the chart's wrapper its size.
    const shimRect = prototype.getBoundingClientRect;
    prototype.getBBox = function (this: ShimElement) {
      return isText(this) && currentMeasure ? textBox(this, currentMeasure) : NO_BOX;
    };
    prototype.getBoundingClientRect = function (this: ShimElement) {
      if (isText(this) && currentMeasure) return textBox(this, currentMeasure);
      return shimRect ? shimRect.call(this) : NO_BOX;
    };
  })();
  return installed;
}

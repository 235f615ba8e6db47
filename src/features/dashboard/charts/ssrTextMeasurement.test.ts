import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup';
import { fontWeight, textBox, type MeasureText } from './ssrTextMeasurement';

/** A monospaced font: every character 0.6 of the size wide. */
const monospace: MeasureText = (text, fontSize) => ({
  width: text.length * fontSize * 0.6,
  ascent: fontSize * 0.9,
  descent: fontSize * 0.25,
});

describe('textBox', () => {
  const text = (attributes: Record<string, string>, content = 'Hello') => ({
    nodeName: 'text',
    textContent: '',
    children: [{ nodeName: 'tspan', textContent: content, attributes: new Map() }],
    attributes: new Map(Object.entries(attributes)),
  });

  it('measures a text from its anchor, baseline and font size, as a browser does', () => {
    expect(textBox(text({ x: '100', y: '50', 'font-size': '10px' }), monospace)).toEqual({
      x: 100,
      y: 41,
      width: 30,
      height: 11.5,
    });
    expect(
      textBox(text({ x: '100', y: '50', 'font-size': '10px', 'text-anchor': 'middle' }), monospace).x,
    ).toBe(85);
    expect(textBox(text({ x: '100', y: '50', 'font-size': '10px', 'text-anchor': 'end' }), monospace).x).toBe(
      70,
    );
  });

  it('measures in the weight the page draws: apexcharts writes "regular", which the page draws normal', () => {
    const weights: string[] = [];
    const measure: MeasureText = (text, fontSize, weight) => {
      weights.push(weight);
      return monospace(text, fontSize, weight);
    };
    textBox(text({ 'font-weight': 'regular' }), measure);
    textBox(text({ 'font-weight': '600' }), measure);
    textBox(text({}), measure);
    expect(weights).toEqual(['normal', '600', 'normal']);
    expect(['bold', 'lighter', '100', 'heavy', '', '950'].map(fontWeight)).toEqual([
      'bold',
      'lighter',
      '100',
      'normal',
      'normal',
      'normal',
    ]);
  });

  it('measures what the escaped text will read, and gives other elements no box', () => {
    expect(textBox(text({ 'font-size': '10px' }, escapeMarkup('A&B')), monospace).width).toBe(18);
    expect(textBox({ nodeName: 'rect', attributes: new Map() }, monospace)).toEqual({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
    });
  });
});

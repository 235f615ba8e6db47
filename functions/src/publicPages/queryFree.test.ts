import { describe, expect, it } from 'vitest';
import { queryFreeLocation } from './queryFree';

describe('queryFreeLocation', () => {
  it('sends a page asked for with any query, even an empty one, to its bare path', () => {
    expect(queryFreeLocation('/e/evt1', '/e/evt1?utm_source=x')).toBe('/e/evt1');
    expect(queryFreeLocation('/e/evt1', '/e/evt1?')).toBe('/e/evt1');
    expect(queryFreeLocation('/e/evt%201', '/e/evt%201?a=1&b=2')).toBe('/e/evt%201');
  });

  it('leaves a page asked for without a query where it is', () => {
    expect(queryFreeLocation('/e/evt1', '/e/evt1')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { features, registeredPages } from '../features';

describe('features', () => {
  it("registers each feature's module under the feature's own name", async () => {
    for (const [name, feature] of Object.entries(features))
      if ('module' in feature) expect((await feature.module()).reducerPath).toBe(name);
  });

  it('registers each page once', () => {
    const keys = registeredPages.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureModule } from '../featureModule';
import { createStore } from '../store';

const sample = createSlice({ name: 'sample', initialState: { ready: true }, reducers: {} });
const sampleModule: FeatureModule = { key: 'sample', reducer: sample.reducer, saga: function* idle() {} };

describe('store.ensureFeature', () => {
  it('loads a feature again after a failed load instead of keeping the failure', async () => {
    const store = createStore();
    const load = vi
      .fn<() => Promise<FeatureModule>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(sampleModule);

    await expect(store.ensureFeature(load)).rejects.toThrow('Failed to fetch');
    await store.ensureFeature(load);

    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ sample: { ready: true } });
  });

  it('hands every render the same promise while a load runs and after it succeeded', async () => {
    const store = createStore();
    const load = vi.fn(async () => sampleModule);
    const first = store.ensureFeature(load);
    expect(store.ensureFeature(load)).toBe(first);
    await first;
    expect(store.ensureFeature(load)).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });
});

import type { FeatureModule } from '@/app/featureModule';
import { loadAllFeatureModules } from '@/app/features';

/**
 * Tests render pages directly, without the router that injects their module, so they get every registered feature
 * (app/features.ts) up front. Typed as every feature's module, so a store made with them has every slice in its
 * state type.
 */
export const allFeatureModules: readonly FeatureModule[] = await loadAllFeatureModules();

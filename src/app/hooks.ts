import { useDispatch, useSelector } from 'react-redux';
import type { LazyLoadedSlices } from './featureModule';
import type { AppDispatch, RootState } from './store';

/**
 * What a page's selectors read. In RootState a lazy slice is optional: it is there once its feature is injected. A
 * feature's page renders only after the router injected that feature (router.tsx, featurePage; tests inject every
 * feature, src/testing/featureModules.ts), so the page's selectors read their own slice as present.
 */
export type PageState = RootState & LazyLoadedSlices;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<PageState>();

import { useDispatch, useSelector } from 'react-redux';
import type { ShopStore } from './store';

// The buyers' app's typed hooks, as app/hooks.ts holds the signed-in app's: the shop's pages read the shop's store.
export const useShopDispatch = useDispatch.withTypes<ShopStore['dispatch']>();
export const useShopSelector = useSelector.withTypes<ReturnType<ShopStore['getState']>>();

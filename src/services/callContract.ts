import type { AnyCallable, RequestOf, ResponseOf } from '@gigvenue/contracts';
import { loadFunctions } from '@/lib/firebase/app';

/**
 * Calls a Cloud Function through its contract: the request typed as the function checks it, the answer parsed by
 * the same schema the function answers with, so a function and an app of different versions fail loudly here
 * rather than drawing a half-read answer.
 */
export async function callContract<C extends AnyCallable>(
  callable: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const { functions, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable<RequestOf<C>, unknown>(functions, callable.name)(request);
  return callable.response.parse(result.data) as ResponseOf<C>;
}

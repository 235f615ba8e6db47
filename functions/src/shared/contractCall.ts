import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { check, type AnyCallable, type CheckedRequestOf, type RequestOf } from '@gigvenue/contracts';
import type * as z from 'zod/mini';
import { callableOptions } from '../config';
import { refuse } from './refusals';

type Answer<C extends AnyCallable> = z.input<C['response']>;

interface ContractCallOptions {
  /** Whether only a signed-in caller may call: checked before the request is, so a stranger learns nothing. */
  signedIn: boolean;
  options?: CallableOptions;
}

/**
 * A callable that answers its contract: the caller signed in when it must be, an App Check token it consumes used
 * once, the request checked against the callable's schema (a malformed one refused with the schema's reason), the
 * answer typed as the app reads it.
 */
export function contractCall<C extends AnyCallable>(
  callable: C,
  { signedIn, options = callableOptions }: ContractCallOptions,
  handler: (input: CheckedRequestOf<C>, request: CallableRequest<RequestOf<C>>) => Promise<Answer<C>>,
) {
  return onCall(options, async (request: CallableRequest<RequestOf<C>>): Promise<Answer<C>> => {
    if (signedIn && !request.auth?.uid) throw refuse('unauthenticated', 'signInFirst');
    // The framework only marks a replayed App Check token; refusing it is the function's part.
    if (options.consumeAppCheckToken && request.app?.alreadyConsumed)
      throw refuse('permission-denied', 'appCheckTokenReused');
    const checked = check(callable.request as C['request'], request.data);
    if (!checked.ok) throw refuse('invalid-argument', checked.reason, checked.params);
    return handler(checked.value as CheckedRequestOf<C>, request);
  });
}

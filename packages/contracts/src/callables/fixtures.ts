import type { AnyCallable, RequestOf, ResponseOf } from './define';
import * as callables from './index';

type CallableName = {
  [Key in keyof typeof callables]: (typeof callables)[Key] extends AnyCallable ? Key : never;
}[keyof typeof callables];

interface Fixture<C extends AnyCallable> {
  requests: RequestOf<C>[];
  responses: ResponseOf<C>[];
}

/**
 * A real request and answer of every callable, as the app sends and reads them: the contract tests round-trip each
 * through its schema, and a callable without fixtures fails them.
 */
export const FIXTURES: { [Name in CallableName]: Fixture<(typeof callables)[Name]> } = {
  checkAccountEmail: {
    requests: [{ email: 'olivia@gigvenue.test' }],
    responses: [{ exists: true }, { exists: false }],
  },
};

import { describe, expect, it } from 'vitest';
import { isRefusalReason } from '../refusals';
import type { AnyCallable } from './define';
import { FIXTURES } from './fixtures';
import * as exported from './index';

const callables = Object.values(exported).filter(
  (value): value is AnyCallable => typeof value === 'object' && value !== null && 'request' in value,
);

describe('every callable contract', () => {
  it('is exported under its own name, once', () => {
    for (const callable of callables) expect(exported[callable.name as keyof typeof exported]).toBe(callable);
    expect(new Set(callables.map((callable) => callable.name)).size).toBe(callables.length);
  });

  it.each(callables.map((callable) => [callable.name, callable] as const))(
    '%s round-trips its fixtures',
    (name, callable) => {
      const fixture = FIXTURES[name as keyof typeof FIXTURES];
      expect(fixture, `${name} has fixtures`).toBeDefined();
      expect(fixture.requests.length).toBeGreaterThan(0);
      expect(fixture.responses.length).toBeGreaterThan(0);
      for (const request of fixture.requests) {
        const checked = callable.request.parse(request);
        expect(callable.request.parse(checked)).toEqual(checked);
      }
      for (const response of fixture.responses) expect(callable.response.parse(response)).toEqual(response);
    },
  );

  it('refuses with reasons the refusal table knows', () => {
    for (const callable of callables) {
      const result = callable.request.safeParse(Symbol('not a request'));
      expect(result.success).toBe(false);
      const message = result.error?.issues[0]?.message ?? '';
      if (/^[a-z][A-Za-z]+$/.test(message)) expect(isRefusalReason(message), message).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isSaleContention } from './saleContention';

const grpcError = (code: number, details: string) => Object.assign(new Error(`${code} ${details}`), { code });

describe('isSaleContention', () => {
  it('takes an aborted transaction, one out of attempts, and one that expired while it waited', () => {
    expect(isSaleContention(grpcError(10, 'ABORTED: Transaction lock timeout.'))).toBe(true);
    expect(
      isSaleContention(new Error('Failed to commit transaction: maximum number of retries reached')),
    ).toBe(true);
    expect(isSaleContention(grpcError(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.'))).toBe(true);
  });

  it('leaves every other failure to fail: a bad argument, a missing document, a refusal, nothing', () => {
    expect(isSaleContention(grpcError(3, 'INVALID_ARGUMENT: Value for argument "data" is not valid.'))).toBe(
      false,
    );
    expect(isSaleContention(grpcError(5, 'NOT_FOUND: no entity to update'))).toBe(false);
    expect(isSaleContention(new Error('Sorry! This event is sold out.'))).toBe(false);
    expect(isSaleContention(null)).toBe(false);
  });
});

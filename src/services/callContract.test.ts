import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAccountEmail } from '@gigvenue/contracts';
import { isUnreachable } from '@/lib/firebase/errors';
import { callContract, UNREACHABLE_CODE } from './callContract';

const sdk = vi.hoisted(() => ({
  load: vi.fn(),
  call: vi.fn(),
}));

vi.mock('@/lib/firebase/app', () => ({ loadFunctions: sdk.load }));

const failure = (message: string, code: string) => Object.assign(new Error(message), { code });

beforeEach(() => {
  sdk.load.mockReset().mockResolvedValue({ functions: {}, sdk: { httpsCallable: () => sdk.call } });
  sdk.call.mockReset();
});

describe('callContract', () => {
  it("parses the function's answer with the contract", async () => {
    sdk.call.mockResolvedValue({ data: { exists: true } });
    await expect(callContract(checkAccountEmail, { email: 'a@b.co' })).resolves.toEqual({ exists: true });
  });

  it('fails loudly on an answer the contract does not describe', async () => {
    sdk.call.mockResolvedValue({ data: { exists: 'yes' } });
    await expect(callContract(checkAccountEmail, { email: 'a@b.co' })).rejects.toThrow();
  });

  it('gives a call that got no response the unreachable code', async () => {
    sdk.call.mockRejectedValue(failure('internal [0]', 'functions/internal'));
    const error = await callContract(checkAccountEmail, { email: 'a@b.co' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: UNREACHABLE_CODE });
    expect(isUnreachable(error)).toBe(true);
  });

  it("leaves a function's own failure and refusals as they are", async () => {
    const crashed = failure('INTERNAL [500]', 'functions/internal');
    sdk.call.mockRejectedValue(crashed);
    await expect(callContract(checkAccountEmail, { email: 'a@b.co' })).rejects.toBe(crashed);
  });

  it('counts an SDK that could not be loaded as unreachable', async () => {
    sdk.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const error = await callContract(checkAccountEmail, { email: 'a@b.co' }).catch(
      (caught: unknown) => caught,
    );
    expect(isUnreachable(error)).toBe(true);
  });
});

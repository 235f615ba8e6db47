import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { lazyValidation } from './lazyValidation';

const schema = object({
  email: string().trim().required('required').email('invalid'),
  name: string().required('name required'),
});

describe('lazyValidation', () => {
  it("gives validationSchema's errors: every field at once, an empty string counting as missing", async () => {
    const validate = lazyValidation(() => Promise.resolve(schema));
    expect(await validate({ email: 'ann', name: '' })).toEqual({ email: 'invalid', name: 'name required' });
    expect(await validate({ email: 'ann@example.com', name: 'Ann' })).toEqual({});
  });

  it('loads the schema once, on the first check', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const validate = lazyValidation(load);
    expect(load).not.toHaveBeenCalled();
    await validate({ email: '', name: '' });
    await validate({ email: 'ann@example.com', name: 'Ann' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form through while the schema cannot load, and loads it again on the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const validate = lazyValidation(load);
    expect(await validate({ email: '', name: '' })).toEqual({});
    expect(await validate({ email: '', name: '' })).toEqual({ email: 'required', name: 'name required' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

/** A resolver that refuses an empty name, as a schema's would. */
const real: Resolver<Values> = (values): ResolverResult<Values> =>
  values.name === ''
    ? { values: {}, errors: { name: { type: 'custom', message: 'Enter your name.' } } }
    : { values, errors: {} };

describe('a form check whose code arrives on demand', () => {
  it('answers exactly what the real check answers, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(real));
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect(await resolver({ name: '' }, undefined, options)).toEqual(
      await real({ name: '' }, undefined, options),
    );
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading early when asked, so the first send does not wait', async () => {
    const load = vi.fn(() => Promise.resolve(real));
    const { resolver, preload } = lazyResolver(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'Ada' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again on the next send after one failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const { resolver } = lazyResolver(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

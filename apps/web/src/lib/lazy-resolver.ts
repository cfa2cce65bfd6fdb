import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A form resolver whose code arrives on demand, and the way to ask for that code early. */
export interface LazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues> {
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>;
  /** Starts loading the real resolver (once); the first check waits for it anyway. */
  preload: () => void;
}

/**
 * A react-hook-form resolver that loads the real one (the domain's zod schema and its resolver,
 * some 25 KB compressed) with `load`, a dynamic `import()`, the first time it is needed. A form
 * is rendered and typed into without it; only a send (or a check after one) waits for it. The
 * real resolver decides everything: the messages and what passes are exactly its own.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const real = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (a dropped connection) is tried again on the next send.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await real())(values, context, options),
    preload: () => void real().catch(() => undefined),
  };
}

/**
 * Loads a form's resolver once the browser is idle after the form appears, so it is there by
 * the time the shopper sends the form, without competing with the page's own start.
 */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, [preload]);
}

import { isDraft, original, type Draft } from '@reduxjs/toolkit';

/**
 * The plain state behind an Immer draft. Slices that delegate to the domain's pure functions
 * hand those the original state (they return new objects and never mutate), so no draft leaks
 * into the result.
 */
export function baseState<T extends object>(state: T | Draft<T>): T {
  return isDraft(state) ? (original(state as Draft<T>) as T) : (state as T);
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * The NUL character (U+0000): PostgreSQL text cannot hold it, so a query carrying one fails deep
 * in the driver. No honest field of ours ever contains it.
 */
const NUL = '\u0000';

/** The path of the first string in `value` (at any depth) holding a NUL, e.g. `shipping.city`. */
export function findNulField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'value' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNulField(item, [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A NUL in a key is as bad as one in a value: name the key as far as it can be shown.
      if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')].join('.') || 'field';
      const found = findNulField(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Refuses text with a NUL in it, naming the field: 400 rather than a failed query. */
export function assertNoNul(value: unknown): void {
  const field = findNulField(value);
  if (field) throw new AppError('bad_request', `${field}: must not contain a NUL character.`);
}

/**
 * Every request's address parameters, query and parsed JSON body are checked before any handler
 * sees them. Multipart forms are read by their handler, which applies the same check.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params);
    assertNoNul(request.query);
    assertNoNul(request.body);
  });
}

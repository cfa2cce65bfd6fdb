import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses request input with a contract; the 400 names the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'Invalid request.';
  // Messages written by the contracts already start with the field's name (in either case:
  // 'Password must be at least 10 characters.').
  const text =
    field && !message.toLowerCase().startsWith(field.toLowerCase()) ? `${field}: ${message}` : message;
  throw new AppError('bad_request', text);
}

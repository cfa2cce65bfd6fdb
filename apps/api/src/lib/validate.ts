import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * A validation message that names its field: 'items.0.quantity: quantity must be at least 1.'
 * Messages written by the contracts already start with the field's name (in either case:
 * 'Password must be at least 10 characters.'), and are left as they are.
 */
export function fieldMessage(field: string, message: string): string {
  return field && !message.toLowerCase().startsWith(field.toLowerCase()) ? `${field}: ${message}` : message;
}

/** Parses request input with a contract; the 400 names the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  throw new AppError('bad_request', fieldMessage(field, issue?.message ?? 'Invalid request.'));
}

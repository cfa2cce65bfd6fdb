import { z } from 'zod';

/** A yes-or-no setting: true/false, 1/0 or yes/no. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A whole-number setting from `min` to `max`. */
export const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().min(min).max(max));

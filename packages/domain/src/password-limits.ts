/**
 * Password length bounds, shared by the sign-up contract and the screens that state them.
 * Kept apart from the zod contracts so a screen can show them without loading zod.
 */
export const PASSWORD_LIMITS = { min: 10, max: 128 } as const;

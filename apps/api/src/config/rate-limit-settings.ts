import { z } from 'zod';
import { int } from './env-values';

export const RateLimitEnv = z.object({
  RATE_LIMIT_PER_MINUTE: int(0, 1_000_000).default(1200),
  SIGNUPS_PER_IP_PER_HOUR: int(1, 1_000_000).default(50),
  SIGNUPS_PER_MINUTE: int(1, 1_000_000).default(300),
  SIGNUP_TAKEN_EMAILS_PER_15_MIN: int(1, 1000).default(10),
  LOGIN_FAILURES_PER_15_MIN: int(1, 1000).default(5),
});

export interface RateLimitSettings {
  rateLimitPerMinute: number;
  /** Sign-ups per IP per hour, store-wide per minute, and taken-email answers per IP per 15 minutes. */
  signupLimits: { perIpPerHour: number; perStorePerMinute: number; takenEmailsPerIpPer15Min: number };
  loginFailuresPer15Min: number;
}

export function readRateLimitSettings(e: z.infer<typeof RateLimitEnv>): RateLimitSettings {
  return {
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    signupLimits: {
      perIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
      perStorePerMinute: e.SIGNUPS_PER_MINUTE,
      takenEmailsPerIpPer15Min: e.SIGNUP_TAKEN_EMAILS_PER_15_MIN,
    },
    loginFailuresPer15Min: e.LOGIN_FAILURES_PER_15_MIN,
  };
}

import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';

type CheckResult = 'ok' | 'down';

export interface HealthReport {
  ok: boolean;
  checks: { database: CheckResult; redis?: CheckResult };
}

/** How long a dependency may take to answer before it counts as down. */
const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** Resolves true when `probe` succeeds within the timeout, false when it fails or hangs. */
async function answers(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([probe().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: its database answers, and Redis too when one is configured. */
export function createHealthService({
  db,
  redis,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
}: {
  db: Db;
  redis: Redis | undefined;
  timeoutMs?: number;
}) {
  return {
    async check(): Promise<HealthReport> {
      const [database, cache] = await Promise.all([
        answers(() => db.execute(sql`select 1`), timeoutMs),
        redis ? answers(() => redis.ping(), timeoutMs) : Promise.resolve(undefined),
      ]);
      const checks: HealthReport['checks'] = { database: database ? 'ok' : 'down' };
      if (cache !== undefined) checks.redis = cache ? 'ok' : 'down';
      return { ok: database && cache !== false, checks };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

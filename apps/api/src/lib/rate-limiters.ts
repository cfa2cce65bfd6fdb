import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** One counter of a policy: `points` per window of `durationMs`, its keys under `name`. */
interface LimiterSpec {
  name: string;
  points: number;
  durationMs: number;
}

export type Limiter = RateLimiterAbstract;
export type MakeLimiter = (spec: LimiterSpec) => Limiter;

type MemoryOptions = ConstructorParameters<typeof RateLimiterMemory>[0];

/** Counts in this process while Redis is unreachable, and says so on its first use in an outage. */
class InProcessInsurance extends RateLimiterMemory {
  readonly #used: () => void;

  constructor(options: MemoryOptions, used: () => void) {
    super(options);
    this.#used = used;
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.#used();
    return super.consume(...args);
  }
  override penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
    this.#used();
    return super.penalty(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.#used();
    return super.reward(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.#used();
    return super.get(...args);
  }
  override set(...args: Parameters<RateLimiterMemory['set']>) {
    this.#used();
    return super.set(...args);
  }
  override block(...args: Parameters<RateLimiterMemory['block']>) {
    this.#used();
    return super.block(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.#used();
    return super.delete(...args);
  }
}

/**
 * Makes the limiters of one policy (`what` they count names it in the log). With Redis each one
 * counts there, shared by every instance, and while Redis cannot be reached counts in this process
 * instead (the library's insurance limiter): limits stay, per instance, rather than failing open
 * or failing the request. The first in-process count of an outage is logged. Without Redis every
 * limiter counts in this process.
 */
export function createLimiters({
  redis,
  log,
  what,
  prefix = 'bd:',
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  what: string;
  /** Before every key name in Redis; tests give one of their own. */
  prefix?: string;
}): MakeLimiter {
  let degraded = false;
  const countingHere = () => {
    if (degraded) return;
    degraded = true;
    log.warn(`Redis unreachable: counting ${what} in this process`);
    redis?.once('ready', () => {
      degraded = false;
    });
  };

  return ({ name, points, durationMs }) => {
    const options = { keyPrefix: prefix + name, points, duration: durationMs / 1000 };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      // While the client reconnects, count in this process at once instead of sending to a dead socket.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new InProcessInsurance(options, countingHere),
    });
  };
}

/** A counter's state, or null when it has none: never counted, or its window has ended. */
export const live = (res: RateLimiterRes | null): RateLimiterRes | null =>
  res && res.msBeforeNext > 0 ? res : null;

/** A consume's answer, within the points or over them; a store's error is thrown. */
export async function consume(
  limiter: Limiter,
  key: string,
): Promise<{ over: boolean; res: RateLimiterRes }> {
  try {
    return { over: false, res: await limiter.consume(key) };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { over: true, res: refusal };
    throw refusal;
  }
}

/**
 * Counts one attempt against several limiters at once. When any of them is over its points the
 * attempt is taken back from all of them, so a refused attempt is never counted, and the ones over
 * are returned with the time left in their windows. None over: the attempt stays counted. A
 * limiter `enforced` says is not enforced now still counts the attempt but never refuses it;
 * `enforced` is asked with each counter's points consumed before this attempt, as counted here.
 */
export async function consumeAll<Name extends string>(
  counts: readonly { name: Name; limiter: Limiter; key: string }[],
  enforced: (name: Name, consumedBefore: (of: Name) => number) => boolean = () => true,
): Promise<{ name: Name; retryAfterMs: number }[]> {
  const answers = await Promise.all(counts.map(({ limiter, key }) => consume(limiter, key)));
  const consumedBefore = (of: Name) =>
    (answers[counts.findIndex((c) => c.name === of)]?.res.consumedPoints ?? 1) - 1;
  const over = counts.flatMap(({ name }, i) => {
    const answer = answers[i];
    return answer?.over && enforced(name, consumedBefore)
      ? [{ name, retryAfterMs: answer.res.msBeforeNext }]
      : [];
  });
  if (over.length > 0) await Promise.all(counts.map(({ limiter, key }) => limiter.reward(key)));
  return over;
}

/** Identifiers are hashed, so the counters (possibly in a shared Redis) hold no email addresses. */
export const hashedKey = (identifier: string) =>
  createHash('sha256').update(identifier).digest('base64url').slice(0, 32);

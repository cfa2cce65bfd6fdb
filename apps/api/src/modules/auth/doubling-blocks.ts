import { consume, live, type MakeLimiter } from '../../lib/rate-limiters';

/** The figures of one failure counter (decision 017). */
interface DoublingRules {
  /** The failure that starts the first block (5 for an account+IP pair). */
  failures: number;
  /** How long failures are remembered: a window from the first, or from the end of the last block. */
  windowMs: number;
  /** The first block; each failure after it starts one twice as long, up to `maxBlockMs`. */
  firstBlockMs: number;
  maxBlockMs: number;
}

type Counted = { counted: true } | { counted: false; retryAfterMs: number };

/**
 * Failures counted per key, and from the `failures`-th on, each failure blocks the key for twice as
 * long as the one before: the pattern of rate-limiter-flexible's ExpressBruteFlexible, three
 * counters per key (failures in their window, the block, how many blocks in a row), with doubling
 * blocks instead of its Fibonacci ones.
 */
export interface DoublingBlocks {
  /** Failures remembered for the key, and how long its block has left (0: none). */
  read(key: string): Promise<{ failures: number; blockedForMs: number }>;
  /**
   * Counts a failure. Past the free ones it starts the next block; of attempts racing past the
   * same ended block only the one that starts the next is counted, the rest are refused. With
   * `evenWhileBlocked` it is counted and starts the next block whatever block is running.
   */
  count(key: string, options: { evenWhileBlocked: boolean }): Promise<Counted>;
  /**
   * Takes one failure back: one fewer failure, or, past the free ones, the block a step back
   * (the step before, from now; none before the first).
   */
  takeBack(key: string): Promise<void>;
  forget(key: string): Promise<void>;
}

export function createDoublingBlocks(make: MakeLimiter, name: string, rules: DoublingRules): DoublingBlocks {
  const { windowMs, firstBlockMs, maxBlockMs } = rules;
  // Free failures in a window from the first; the one after them is over the points and blocks.
  const failures = make({ name: `${name}-failures`, points: rules.failures - 1, durationMs: windowMs });
  // A block is a key that exists; its count tells the attempt that started it from any other.
  const blocks = make({ name: `${name}-blocks`, points: 1, durationMs: maxBlockMs });
  // Blocks in a row: the step of the next one. Only read and set, never consumed.
  const steps = make({ name: `${name}-steps`, points: 1, durationMs: windowMs });

  const blockMs = (step: number) => Math.min(firstBlockMs * 2 ** step, maxBlockMs);
  // Failures are remembered for a window after the block they started ends.
  const keptS = (ms: number) => (ms + windowMs) / 1000;
  const stepOf = async (key: string) => live(await steps.get(key))?.consumedPoints ?? 0;

  return {
    async read(key) {
      const [counted, block] = await Promise.all([failures.get(key), blocks.get(key)]);
      return {
        failures: live(counted)?.consumedPoints ?? 0,
        blockedForMs: live(block)?.msBeforeNext ?? 0,
      };
    },

    async count(key, { evenWhileBlocked }) {
      if (!(await consume(failures, key)).over) return { counted: true };
      // Past the free failures every one starts a block. The failure count itself is not taken back
      // from a refused attempt: any count past the free ones means the same.
      const step = await stepOf(key);
      const ms = blockMs(step);
      if (evenWhileBlocked) {
        // Attempts at once may read the same step and start the same block: a step is then lost.
        await blocks.set(key, 1, ms / 1000);
      } else {
        const block = await blocks.penalty(key, 1, { customDuration: ms / 1000 });
        if (block.consumedPoints > 1) return { counted: false, retryAfterMs: block.msBeforeNext };
      }
      await Promise.all([steps.set(key, step + 1, keptS(ms)), failures.block(key, keptS(ms))]);
      return { counted: true };
    },

    async takeBack(key) {
      const step = await stepOf(key);
      const back = step - 1;
      if (back < 0) {
        await failures.reward(key);
      } else if (back === 0) {
        // Back to one failure short of the first block.
        await Promise.all([failures.reward(key), blocks.delete(key), steps.delete(key)]);
      } else {
        const ms = blockMs(back - 1);
        await Promise.all([
          blocks.set(key, 1, ms / 1000),
          steps.set(key, back, keptS(ms)),
          failures.block(key, keptS(ms)),
        ]);
      }
    },

    async forget(key) {
      await Promise.all([failures.delete(key), blocks.delete(key), steps.delete(key)]);
    },
  };
}

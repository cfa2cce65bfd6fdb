import os from 'node:os';
import { z } from 'zod';
import type { DatabaseEnv } from './database-settings';
import { int } from './env-values';

export const CapacityEnv = z.object({
  CATALOGUE_READS: int(1, 1000).optional(),
  CATALOGUE_READS_WAITING: int(0, 100_000).default(64),
  CATALOGUE_STATEMENT_TIMEOUT_MS: int(1, 600_000).default(3000),
  PAGE_RENDERS: int(1, 1000).default(4),
  PAGE_RENDERS_WAITING: int(0, 100_000).default(256),
  OVERLOAD_EVENT_LOOP_DELAY_MS: int(0, 60_000).default(500),
  OVERLOAD_HEAP_USED_PERCENT: int(0, 100).default(90),
});

/** See decisions 024 and 041. */
interface CatalogueReadLimits {
  /** Running at once, in all, whoever asks (on PostgreSQL also their pool's size). */
  running: number;
  /**
   * Waiting in the queue, in all, served round-robin across client addresses; a read is refused
   * only when every slot is taken and the queue is full, the address holding the most refused first.
   */
  waiting: number;
  /** PostgreSQL cancels a statement of theirs past this; the embedded database has no timeout. */
  statementTimeoutMs: number;
}

export interface CapacitySettings {
  /** Shopper catalogue reads that reach the database: how many at once, and how long each statement may run. */
  catalogueReads: CatalogueReadLimits;
  /** Pages rendered at once by this process, and how many may wait in its queue (decisions 030 and 041). */
  pageRenders: { running: number; waiting: number };
  /** When the process counts as saturated and turns work away; 0 turns a threshold off. */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedPercent: number };
}

/** What the defaults read of the machine the store runs on. */
export interface Machine {
  /** Processor cores the store may use (`os.availableParallelism()`). */
  cores: number;
}

export const THIS_MACHINE: Machine = { cores: os.availableParallelism() };

/**
 * Shopper catalogue reads running at once on the embedded database by default (decisions 029
 * and 032). PGlite runs one statement at a time in a thread of its own; with one read at a time,
 * that thread waited while the server turned the last answer into JSON and built the next
 * statement, and the server waited while it ran. Since the server's thread reads the answers
 * (decision 032) it has the larger share of a read's work, and three at once keep both busy.
 */
const EMBEDDED_CATALOGUE_READS = 3;

/** The concurrency limits on catalogue reads and page renders, and when the process is saturated. */
export function readCapacitySettings(
  e: z.infer<typeof CapacityEnv> & Pick<z.infer<typeof DatabaseEnv>, 'DATABASE_URL' | 'PROCESSES'>,
  machine: Machine,
): CapacitySettings {
  return {
    catalogueReads: Object.freeze({
      // The embedded database runs one statement at a time, in its own thread; a few reads at
      // once keep it busy while the server handles the others' rows. On PostgreSQL, one per core
      // in all, shared out among the server processes (each counts its own): more statements
      // than cores only contend for them, each slower (decision 034).
      running:
        e.CATALOGUE_READS ??
        (e.DATABASE_URL === undefined ? EMBEDDED_CATALOGUE_READS : Math.ceil(machine.cores / e.PROCESSES)),
      waiting: e.CATALOGUE_READS_WAITING,
      statementTimeoutMs: e.CATALOGUE_STATEMENT_TIMEOUT_MS,
    }),
    pageRenders: Object.freeze({
      running: e.PAGE_RENDERS,
      waiting: e.PAGE_RENDERS_WAITING,
    }),
    overload: Object.freeze({
      maxEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxHeapUsedPercent: e.OVERLOAD_HEAP_USED_PERCENT,
    }),
  };
}

import path from 'node:path';
import { z } from 'zod';
import { bool, int } from './env-values';

export const DatabaseEnv = z.object({
  PROCESSES: int(1, 64).default(1),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  SEED_DEMO: bool.optional(),
});

export interface DatabaseSettings {
  /** Server processes sharing the port (PostgreSQL only): one per core a machine gives the store. */
  processes: number;
  /** Absolute path of the data folder (embedded database, uploads, lock file). */
  dataDir: string;
  /** A PostgreSQL server, or undefined for the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Seed the demo catalogue into an empty database at start. */
  seedDemo: boolean;
}

/** Several processes need settings only a shared database and a shared signing secret allow. */
export function processesProblem(raw: Record<string, string | undefined>): string | undefined {
  if (raw.PROCESSES !== undefined && Number(raw.PROCESSES) > 1) {
    // The embedded database belongs to one process; every process must sign sessions alike.
    if (raw.DATABASE_URL === undefined)
      return 'PROCESSES: more than 1 needs DATABASE_URL (a PostgreSQL server)';
    if (raw.JWT_SECRET === undefined) return 'JWT_SECRET: must be set when PROCESSES is more than 1';
  }
  return undefined;
}

/** The database settings, with DATA_DIR resolved against `base`. */
export function readDatabaseSettings(e: z.infer<typeof DatabaseEnv>, base: string): DatabaseSettings {
  return {
    processes: e.PROCESSES,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: defaults such as `./data` are relative to it, wherever npm runs us from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  SEED_DEMO: bool.optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
  RATE_LIMIT_PER_MINUTE: int(0, 1_000_000).default(1200),
  LOGIN_FAILURES_PER_15_MIN: int(1, 1000).default(5),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  TRUST_PROXY: bool.default(false),
  RESPONSE_CACHE_ENTRIES: int(0, 100_000).default(1000),
  CATALOGUE_SYNC_MS: int(10, 60_000).default(1000),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Absolute path of the data folder (embedded database, uploads, lock file). */
  dataDir: string;
  /** A PostgreSQL server, or undefined for the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Seed the demo catalogue into an empty database at start. */
  seedDemo: boolean;
  corsOrigins: string[];
  rateLimitPerMinute: number;
  loginFailuresPer15Min: number;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean;
  /** Catalogue answers kept in memory (0: no response cache). */
  responseCacheEntries: number;
  /** How often (ms) an instance checks whether another one changed the catalogue. */
  catalogueSyncMs: number;
  /** Absolute path of the web build served in production, when it exists. */
  webDist: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration once from `env`; throws a ConfigError listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message} (got "${env[String(i.path[0])]}")`),
    );
  }
  const e = parsed.data;
  // Relative paths are read from where the command was typed (npm sets INIT_CWD), else the repo.
  const base = env.INIT_CWD ?? REPO_ROOT;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginFailuresPer15Min: e.LOGIN_FAILURES_PER_15_MIN,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    responseCacheEntries: e.RESPONSE_CACHE_ENTRIES,
    catalogueSyncMs: e.CATALOGUE_SYNC_MS,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
  });
}

/** Loads `.env` from the repository root when there is one; real environment variables win. */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  CapacityEnv,
  readCapacitySettings,
  THIS_MACHINE,
  type CapacitySettings,
  type Machine,
} from './config/capacity-settings';
import {
  DatabaseEnv,
  processesProblem,
  readDatabaseSettings,
  type DatabaseSettings,
} from './config/database-settings';
import { bool, int } from './config/env-values';
import { MailEnv, readMailSettings, type MailSettings } from './config/mail-settings';
import {
  PaymentEnv,
  paystackKeysProblem,
  readPaymentSettings,
  type PaymentSettings,
} from './config/payment-settings';
import { RateLimitEnv, readRateLimitSettings, type RateLimitSettings } from './config/rate-limit-settings';

/** The repository root: defaults such as `./data` are relative to it, wherever npm runs us from. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Keys in this order: a ConfigError lists bad keys in it.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...DatabaseEnv.shape,
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
  ...RateLimitEnv.shape,
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  TRUST_PROXY: bool.default(false),
  RESPONSE_CACHE_ENTRIES: int(0, 100_000).default(1000),
  CATALOGUE_SYNC_MS: int(10, 60_000).default(1000),
  ...CapacityEnv.shape,
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  WEB_RENDERER: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ error: "must be the store's address, like https://betterdeals.ng" }).optional(),
  ...PaymentEnv.shape,
  ...MailEnv.shape,
});

type EnvKey = keyof typeof EnvSchema.shape;

/**
 * The keys whose bad values a start-up error may repeat back. Every other key, and so any key
 * added later, is reported by name and problem only: its value may be a secret or hold one
 * (JWT_SECRET, a password inside DATABASE_URL or REDIS_URL).
 */
export const ECHOED_CONFIG_KEYS: ReadonlySet<EnvKey> = new Set<EnvKey>([
  'NODE_ENV',
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'SEED_DEMO',
  'RATE_LIMIT_PER_MINUTE',
  'SIGNUPS_PER_IP_PER_HOUR',
  'SIGNUPS_PER_MINUTE',
  'SIGNUP_TAKEN_EMAILS_PER_15_MIN',
  'LOGIN_FAILURES_PER_15_MIN',
  'TRUST_PROXY',
  'RESPONSE_CACHE_ENTRIES',
  'CATALOGUE_SYNC_MS',
  'CATALOGUE_READS',
  'CATALOGUE_READS_WAITING',
  'CATALOGUE_STATEMENT_TIMEOUT_MS',
  'PAGE_RENDERS',
  'PAGE_RENDERS_WAITING',
  'UNPAID_ORDER_HOLD_MINUTES',
  'UNPAID_CARD_ORDERS_PER_SHOPPER',
  'OVERLOAD_EVENT_LOOP_DELAY_MS',
  'OVERLOAD_HEAP_USED_PERCENT',
  'ORDER_EMAILS_PER_RECIPIENT_PER_HOUR',
  'MAIL_FROM',
  'STORE_EMAIL',
]);

const MAX_ECHOED_LENGTH = 80;

/** One line of a ConfigError: the key and its problem, and what was given when that is safe to show. */
function describeProblem(key: string, message: string, value: string | undefined): string {
  if (!(ECHOED_CONFIG_KEYS as ReadonlySet<string>).has(key) || value === undefined) {
    return `${key}: ${message}`;
  }
  const shown = value.length > MAX_ECHOED_LENGTH ? `${value.slice(0, MAX_ECHOED_LENGTH)}…` : value;
  return `${key}: ${message} (got ${JSON.stringify(shown)})`;
}

export interface Config
  extends DatabaseSettings, RateLimitSettings, CapacitySettings, PaymentSettings, MailSettings {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  corsOrigins: string[];
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean;
  /** Catalogue answers cached in memory (0: no response cache). */
  responseCacheEntries: number;
  /** How often (ms) an instance checks whether another one changed the catalogue. */
  catalogueSyncMs: number;
  /** Absolute path of the web build served in production, when it exists. */
  webDist: string;
  /** The server renderer built with the web app (its entry-server.js). */
  webRenderer: string;
  /** The store's public origin for canonical and shared-link addresses; else the request's own. */
  publicOrigin: string | undefined;
  /**
   * The origin of every link the server sends out (emails, the payment page's return address):
   * PUBLIC_URL's, else the address the server was started on. Never a request's Host header,
   * which whoever sends the request chooses.
   */
  linkOrigin: string;
}

/** HOST values meaning every interface of this machine: links name it localhost, as the start-up line does. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The origin of the address the server was started on (HOST and PORT): http://localhost:3000 by
 * default, http://HOST:PORT for a host or address it listens on alone (127.0.0.1 stays itself:
 * localhost may mean ::1 first, where nothing listens).
 */
function startedOrigin(host: string, port: number): string {
  const name = EVERY_INTERFACE.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return new URL(`http://${name}:${port}`).origin;
}

/** Problems no single key shows: settings that only make sense together (the first found). */
function combinationProblems(raw: Record<string, string | undefined>): string[] {
  const problem = processesProblem(raw) ?? paystackKeysProblem(raw);
  return problem === undefined ? [] : [problem];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration once from `env`; throws a ConfigError listing every bad key. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  machine: Machine = THIS_MACHINE,
): Readonly<Config> {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = EnvSchema.safeParse(raw);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => {
          const key = String(i.path[0]);
          return describeProblem(key, i.message, env[key]);
        })),
    ...combinationProblems(raw),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  // Relative paths are read from where the command was typed (npm sets INIT_CWD), else the repo.
  const base = env.INIT_CWD ?? REPO_ROOT;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    ...readDatabaseSettings(e, base),
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    ...readRateLimitSettings(e),
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    responseCacheEntries: e.RESPONSE_CACHE_ENTRIES,
    catalogueSyncMs: e.CATALOGUE_SYNC_MS,
    ...readCapacitySettings(e, machine),
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    // The renderer is built beside the browser's files: apps/web/dist -> apps/web/dist-server.
    webRenderer: path.resolve(REPO_ROOT, e.WEB_RENDERER ?? `${e.WEB_DIST}-server/entry-server.js`),
    publicOrigin: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    linkOrigin: e.PUBLIC_URL === undefined ? startedOrigin(e.HOST, e.PORT) : new URL(e.PUBLIC_URL).origin,
    ...readPaymentSettings(e),
    ...readMailSettings(e),
  });
}

/**
 * Settings that start the store but leave something working worse than it should: each is
 * logged as a warning at start-up, with what to set.
 */
export function configWarnings(
  config: Pick<Config, 'env' | 'publicOrigin' | 'linkOrigin' | 'processes' | 'redisUrl'>,
): string[] {
  const warnings: string[] = [];
  if (config.processes > 1 && config.redisUrl === undefined) {
    warnings.push(
      `PROCESSES is ${config.processes} without REDIS_URL: rate limits, sign-up limits and failed sign-ins are counted by each process on its own, so each limit is ${config.processes} times looser. Set REDIS_URL to count them together.`,
    );
  }
  if (config.env === 'production' && config.publicOrigin === undefined) {
    warnings.push(
      `PUBLIC_URL is not set: links in emails (password resets, order confirmations) and payment return addresses use the address the server was started on, ${config.linkOrigin}, which shoppers elsewhere cannot open; canonical links and the sitemap use each request's Host header. Set PUBLIC_URL to the store's address (e.g. https://betterdeals.ng).`,
    );
  }
  return warnings;
}

/** Loads `.env` from the repository root when there is one; real environment variables win. */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: defaults such as `./data` are relative to it, wherever npm runs us from. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
  PROCESSES: int(1, 64).default(1),
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
  SIGNUPS_PER_IP_PER_HOUR: int(1, 1_000_000).default(50),
  SIGNUPS_PER_MINUTE: int(1, 1_000_000).default(300),
  SIGNUP_TAKEN_EMAILS_PER_15_MIN: int(1, 1000).default(10),
  LOGIN_FAILURES_PER_15_MIN: int(1, 1000).default(5),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  TRUST_PROXY: bool.default(false),
  RESPONSE_CACHE_ENTRIES: int(0, 100_000).default(1000),
  CATALOGUE_SYNC_MS: int(10, 60_000).default(1000),
  CATALOGUE_READS: int(1, 1000).optional(),
  CATALOGUE_READS_WAITING: int(0, 100_000).default(64),
  CATALOGUE_STATEMENT_TIMEOUT_MS: int(1, 600_000).default(3000),
  PAGE_RENDERS: int(1, 1000).default(4),
  PAGE_RENDERS_WAITING: int(0, 100_000).default(256),
  OVERLOAD_EVENT_LOOP_DELAY_MS: int(0, 60_000).default(500),
  OVERLOAD_HEAP_USED_PERCENT: int(0, 100).default(90),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  WEB_RENDERER: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ error: "must be the store's address, like https://betterdeals.ng" }).optional(),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, { error: 'must be a Paystack secret key (sk_test_… or sk_live_…)' })
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Paystack public key (pk_test_… or pk_live_…)' })
    .optional(),
  PAYSTACK_API_BASE: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL, like Paystack's https://api.paystack.co" })
    .default('https://api.paystack.co'),
  UNPAID_ORDER_HOLD_MINUTES: int(1, 24 * 60).default(15),
  UNPAID_CARD_ORDERS_PER_SHOPPER: int(1, 1000).default(3),
  ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: int(1, 1000).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, { error: 'must be a sender, like Better Deals <orders@betterdeals.ng>' })
    .max(200, { error: 'must be at most 200 characters' })
    .regex(/@/, { error: 'must be a sender, like Better Deals <orders@betterdeals.ng>' })
    .default('Better Deals <orders@betterdeals.ng>'),
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

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Server processes sharing the port (PostgreSQL only): one per core a machine gives the store. */
  processes: number;
  /** Absolute path of the data folder (embedded database, uploads, lock file). */
  dataDir: string;
  /** A PostgreSQL server, or undefined for the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Seed the demo catalogue into an empty database at start. */
  seedDemo: boolean;
  corsOrigins: string[];
  rateLimitPerMinute: number;
  /** Sign-ups per IP per hour, store-wide per minute, and taken-email answers per IP per 15 minutes. */
  signupLimits: { perIpPerHour: number; perStorePerMinute: number; takenEmailsPerIpPer15Min: number };
  loginFailuresPer15Min: number;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean;
  /** Catalogue answers kept in memory (0: no response cache). */
  responseCacheEntries: number;
  /** How often (ms) an instance checks whether another one changed the catalogue. */
  catalogueSyncMs: number;
  /** Shopper catalogue reads that reach the database: how many at once, and how long each statement may run. */
  catalogueReads: CatalogueReadLimits;
  /** Pages rendered at once by this process, and how many may wait in its queue (decisions 030 and 041). */
  pageRenders: { running: number; waiting: number };
  /** When the process counts as saturated and turns work away; 0 turns a threshold off. */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedPercent: number };
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
  /** Card payments through Paystack; undefined: the labelled demo card form instead. */
  paystack: PaystackConfig | undefined;
  /**
   * Unpaid card orders hold their stock this long before they are cancelled, and each shopper
   * (an email, a phone number, a delivery address) may have this many open at once.
   */
  unpaidOrders: { holdMs: number; perShopper: number };
  /**
   * Order confirmations sent to one address in an hour; past it an order is still placed, without
   * its email (anyone may give any address at checkout).
   */
  orderEmailsPerRecipientPerHour: number;
  /** Where outgoing messages are sent (smtp:// or smtps://); undefined: written to the log. */
  smtpUrl: string | undefined;
  /** The sender of outgoing messages. */
  mailFrom: string;
}

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

interface PaystackConfig {
  secretKey: string;
  publicKey: string;
  /** Paystack's API address, without a trailing slash. */
  apiBase: string;
}

/** What the defaults read of the machine the store runs on. */
export interface Machine {
  /** Processor cores the store may use (`os.availableParallelism()`). */
  cores: number;
}

const THIS_MACHINE: Machine = { cores: os.availableParallelism() };

/**
 * Shopper catalogue reads running at once on the embedded database by default (decisions 029
 * and 032). PGlite runs one statement at a time in a thread of its own; with one read at a time,
 * that thread waited while the server turned the last answer into JSON and built the next
 * statement, and the server waited while it ran. Since the server's thread reads the answers
 * (decision 032) it has the larger share of a read's work, and three at once keep both busy.
 */
const EMBEDDED_CATALOGUE_READS = 3;

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

/** Problems no single key shows: settings that only make sense together. */
function combinationProblems(raw: Record<string, string | undefined>): string[] {
  if (raw.PROCESSES !== undefined && Number(raw.PROCESSES) > 1) {
    // The embedded database belongs to one process; every process must sign sessions alike.
    if (raw.DATABASE_URL === undefined)
      return ['PROCESSES: more than 1 needs DATABASE_URL (a PostgreSQL server)'];
    if (raw.JWT_SECRET === undefined) return ['JWT_SECRET: must be set when PROCESSES is more than 1'];
  }
  const secret = raw.PAYSTACK_SECRET_KEY;
  const publicKey = raw.PAYSTACK_PUBLIC_KEY;
  if (secret === undefined && publicKey !== undefined) {
    return ['PAYSTACK_SECRET_KEY: must be set with PAYSTACK_PUBLIC_KEY (both Paystack keys, or neither)'];
  }
  if (secret !== undefined && publicKey === undefined) {
    return ['PAYSTACK_PUBLIC_KEY: must be set with PAYSTACK_SECRET_KEY (both Paystack keys, or neither)'];
  }
  const mode = (key: string | undefined) => /^[sp]k_(test|live)_/.exec(key ?? '')?.[1];
  if (mode(secret) && mode(publicKey) && mode(secret) !== mode(publicKey)) {
    return ['PAYSTACK_PUBLIC_KEY: must be a test key with a test secret key, or live with live'];
  }
  return [];
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
    processes: e.PROCESSES,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    signupLimits: {
      perIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
      perStorePerMinute: e.SIGNUPS_PER_MINUTE,
      takenEmailsPerIpPer15Min: e.SIGNUP_TAKEN_EMAILS_PER_15_MIN,
    },
    loginFailuresPer15Min: e.LOGIN_FAILURES_PER_15_MIN,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    responseCacheEntries: e.RESPONSE_CACHE_ENTRIES,
    catalogueSyncMs: e.CATALOGUE_SYNC_MS,
    catalogueReads: Object.freeze({
      // The embedded database runs one statement at a time, in its own thread; a few reads at
      // once keep it busy while the server handles the others' rows. On PostgreSQL, one per core
      // in all, shared out among the server processes (each counts its own): more statements
      // than cores only take turns on them, each slower (decision 034).
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
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    // The renderer is built beside the browser's files: apps/web/dist -> apps/web/dist-server.
    webRenderer: path.resolve(REPO_ROOT, e.WEB_RENDERER ?? `${e.WEB_DIST}-server/entry-server.js`),
    publicOrigin: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    linkOrigin: e.PUBLIC_URL === undefined ? startedOrigin(e.HOST, e.PORT) : new URL(e.PUBLIC_URL).origin,
    paystack:
      e.PAYSTACK_SECRET_KEY !== undefined && e.PAYSTACK_PUBLIC_KEY !== undefined
        ? Object.freeze({
            secretKey: e.PAYSTACK_SECRET_KEY,
            publicKey: e.PAYSTACK_PUBLIC_KEY,
            apiBase: e.PAYSTACK_API_BASE.replace(/\/+$/, ''),
          })
        : undefined,
    unpaidOrders: Object.freeze({
      holdMs: e.UNPAID_ORDER_HOLD_MINUTES * 60_000,
      perShopper: e.UNPAID_CARD_ORDERS_PER_SHOPPER,
    }),
    orderEmailsPerRecipientPerHour: e.ORDER_EMAILS_PER_RECIPIENT_PER_HOUR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
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

import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { isStaffRole } from '@better-deals/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createServices, registerApiRoutes } from './app-services';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './errors';
import { connectRedis } from './lib/redis';
import { sampleServerLoad, type ServerBusy } from './lib/server-load';
import { registerAuth } from './modules/auth/auth.plugin';
import type { PasswordResetService } from './modules/password-reset/password-reset.service';
import { createCatalogueGeneration } from './modules/catalogue/catalogue-generation';
import type { OrdersService } from './modules/orders/orders.service';
import { createLogTransport, createOutboxSender, createSmtpTransport } from './modules/outbox/outbox.service';
import { ACCESS_LOG_SERIALIZERS, createAccessLog } from './plugins/access-log';
import { COMPRESSION_THRESHOLD, OFFERED_ENCODINGS, ON_THE_FLY_BROTLI_QUALITY } from './plugins/compression';
import { API_VERSION, registerApiSchemas } from './plugins/api-schemas';
import { registerHttpCache } from './plugins/http-cache';
import { registerRateLimit } from './plugins/rate-limit';
import { registerResponseCache } from './plugins/response-cache';
import { registerInputGuard } from './plugins/input-guard';
import { registerOverloadGuard } from './plugins/overload-guard';
import { createReadLimiter, registerReadLimiter } from './plugins/read-limiter';
import { registerJsonBodies } from './plugins/json-bodies';
import { registerSecurityHeaders, SECURITY_POLICY, securityHeaders } from './plugins/security-headers';
import { isFileRequest, isInternalRequest, registerWebApp } from './plugins/web-app';

/** The largest JSON body any route reads. */
const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: Readonly<Config>;
  database: Database;
  /** The server's clock; tests pin it to check deal cycles at their boundaries. */
  now?: () => Date;
  /** Run the timed jobs (unpaid-order sweeper, outbox sender): the server does, tests call them by hand. */
  backgroundJobs?: boolean;
  /** Tests: how often the saturation guard measures the process, and a heap limit of their own. */
  overload?: { sampleIntervalMs?: number; maxHeapUsedBytes?: number; healthCheck?: () => Promise<boolean> };
  /** Where the log is written; standard output by default (tests read it from here). */
  logStream?: { write(line: string): void };
  /** Whether the server is short of room, when per-address shares refuse; sampled by default. */
  serverBusy?: ServerBusy;
  /**
   * How answers are written: zod checking each against its schema (`strict`, tests' default) or
   * the serialiser compiled from the schemas (`compiled`, everywhere else); see api-schemas.ts.
   */
  serialiser?: 'strict' | 'compiled';
}

/** Services tests and the server reach past HTTP (timed jobs run by hand). */
declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    passwordReset: PasswordResetService;
  }
}

/** How often the server looks for card orders left unpaid past their time. */
const UNPAID_SWEEP_INTERVAL_MS = 60 * 1000;

/** The server's load, sampled while the app is open. */
function sampledBusy(app: FastifyInstance): ServerBusy {
  const load = sampleServerLoad();
  app.addHook('onClose', async () => load.stop());
  return load.busy;
}

/** Builds the whole HTTP app (plugins, services, routes) without listening. */
export async function buildApp({
  config,
  database,
  now,
  backgroundJobs = false,
  overload,
  logStream,
  serverBusy,
  serialiser = config.env === 'test' ? 'strict' : 'compiled',
}: AppOptions): Promise<FastifyInstance> {
  // Worked out once: every answer carries them, the framework's and Node's own refusals too.
  const headers = securityHeaders(SECURITY_POLICY);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Request lines mask secret and personal query values (a reset link's token, an email).
            serializers: ACCESS_LOG_SERIALIZERS,
            ...(logStream && { stream: logStream }),
          },
    // A line per request answered; none for a page's own calls to the API (access-log.ts).
    logController: createAccessLog(isInternalRequest),
    trustProxy: config.trustProxy,
    // JSON bodies: 1 MB is plenty for any form here. Product photos come as multipart, whose
    // limits are set per file where the form is read.
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });

  registerErrorHandler(app);
  // Before any route: each one's schemas validate, serialise and describe it (/api/openapi.json).
  await registerApiSchemas(app, { version: API_VERSION, strict: serialiser === 'strict' });
  registerSecurityHeaders(app, headers);
  registerJsonBodies(app);
  registerInputGuard(app);
  await app.register(cors, {
    // Same-origin by default: only listed origins get CORS headers.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  // Shared counters for several instances; without REDIS_URL they live in this process.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  // Per-address shares refuse only while the server is short of room (decision 071).
  const busy = serverBusy ?? sampledBusy(app);
  await registerRateLimit(app, {
    perMinute: config.rateLimitPerMinute,
    redis,
    busy,
    exempt: isInternalRequest,
  });
  // Product forms with images; per-route limits are set where the form is read.
  await app.register(multipart, { throwFileSizeLimit: true });
  const db = database.db;
  const generation = createCatalogueGeneration({ db, syncMs: config.catalogueSyncMs });
  await generation.sync();
  // Before the ETag hook: a cached answer carries its ETag, and a fresh one is stored before a 304 empties it.
  registerResponseCache(app, { generation, maxEntries: config.responseCacheEntries });
  // After the response cache (an answer from memory costs less than a refusal), before the
  // session lookup. A page's own data requests are part of a page already let in.
  await registerOverloadGuard(app, {
    thresholds: config.overload,
    spare: (request) => isInternalRequest(request) || isFileRequest(request),
    ...overload,
  });
  // Shopper catalogue reads that reach the database run under a concurrency limit with fair
  // queueing per address; staff reads use the main pool.
  registerReadLimiter(app, {
    limiter: createReadLimiter(config.catalogueReads),
    exempt: (request) => isStaffRole(request.user?.role),
  });
  registerHttpCache(app);
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: OFFERED_ENCODINGS,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
  });

  // Shoppers' catalogue reads (decision 024): on PostgreSQL a pool of their own, one connection
  // per read allowed to run at once and one for the flash deals' shared read, every statement
  // cancelled past its time.
  const shopperDb = database.openPool({
    connections: config.catalogueReads.running + 1,
    statementTimeoutMs: config.catalogueReads.statementTimeoutMs,
  });
  const services = createServices({
    config,
    db,
    shopperDb,
    generation,
    redis,
    log: app.log,
    busy,
    now,
  });
  const { orders, passwordReset, sessions } = services;
  app.decorate('passwordReset', passwordReset);
  // Requests already answered are worked on before the database closes.
  app.addHook('preClose', () => passwordReset.settled());
  app.decorate('orders', orders);
  // Before any route: every request knows its user (or is anonymous) by the time it is handled.
  registerAuth(app, { sessions });

  if (backgroundJobs) {
    const stopSweeping = orders.startSweeping(UNPAID_SWEEP_INTERVAL_MS, (err) =>
      app.log.warn({ err }, 'cancelling unpaid orders failed; trying again later'),
    );
    app.addHook('onClose', async () => stopSweeping());
    // Order confirmations and other messages: by SMTP when SMTP_URL is set, else to the log.
    const outbox = createOutboxSender({
      db,
      transport: config.smtpUrl
        ? createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom })
        : createLogTransport(app.log),
      log: app.log,
    });
    outbox.start();
    // Before the database closes: a send in progress is finished and recorded first.
    app.addHook('preClose', async () => outbox.stop());
  }

  app.addHook('onClose', async () => {
    redis?.disconnect();
    await database.close();
  });

  await app.register(async (api) => registerApiRoutes(api, { services, config, db, redis }), {
    prefix: '/api',
  });

  await registerWebApp(app, {
    uploadsDir: services.imageStore.uploadsDir,
    webDist: config.env === 'production' ? config.webDist : undefined,
    webRenderer: config.webRenderer,
    publicOrigin: config.publicOrigin,
    pageRenders: config.pageRenders,
  });

  return app;
}

import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ServerBusy } from './lib/server-load';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createPasswordGuesses } from './modules/account/password-guesses';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes';
import { createAdminOrdersService } from './modules/admin-orders/admin-orders.service';
import { adminReportsRoutes } from './modules/admin-reports/admin-reports.routes';
import { createAdminReportsService } from './modules/admin-reports/admin-reports.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionTokens, loadJwtSecret } from './modules/auth/session-tokens';
import { createSessionsService } from './modules/auth/sessions.service';
import { createSignInThrottle } from './modules/auth/sign-in-throttle';
import { createSignupLimits } from './modules/auth/signup-limits';
import { createSignupService } from './modules/auth/signup.service';
import type { CatalogueGeneration } from './modules/catalogue/catalogue-generation';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createContactLimits } from './modules/contact/contact-limits';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes';
import { createVouchersService } from './modules/vouchers/vouchers.service';
import { flashDealsRoutes } from './modules/flash-deals/flash-deals.routes';
import { createFlashDealsService } from './modules/flash-deals/flash-deals.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createImageStore } from './modules/images/image-store';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { orderConfirmations } from './modules/outbox/outbox.service';
import { createPasswordResetLimits } from './modules/password-reset/password-reset-limits';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPaystackGateway } from './modules/payments/paystack';
import { productsRoutes } from './modules/products/products.routes';
import { createProductsService } from './modules/products/products.service';
import { savedListsRoutes } from './modules/saved-lists/saved-lists.routes';
import { createSavedListsService } from './modules/saved-lists/saved-lists.service';
import { customersRoutes } from './modules/users/customers.routes';
import { createCustomersService } from './modules/users/customers.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';

/** What the services are made of: the databases, the shared counters, the clock and the load. */
interface ServiceDependencies {
  config: Readonly<Config>;
  db: Db;
  /** Shoppers' catalogue reads: a pool of their own on PostgreSQL (decision 024). */
  shopperDb: Db;
  generation: CatalogueGeneration;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  /** Whether the server is short of room: per-address shares refuse only then (decision 071). */
  busy: ServerBusy;
  now: (() => Date) | undefined;
}

/** Makes every service of the API over its dependencies, each once. */
export function createServices({
  config,
  db,
  shopperDb,
  generation,
  redis,
  log,
  busy,
  now,
}: ServiceDependencies) {
  const catalogue = createCatalogueService({ db, shopperDb, generation });
  const flashDeals = createFlashDealsService({ db: shopperDb, now, generation });
  const audit = createAuditService({ db });
  const sessions = createSessionsService({
    db,
    audit,
    tokens: createSessionTokens(loadJwtSecret(config), now),
    now,
  });
  const auth = createAuthService({
    db,
    audit,
    sessions,
    throttle: createSignInThrottle({ redis, log: log, pairFailures: config.loginFailuresPer15Min }),
  });
  const signup = createSignupService({
    db,
    sessions,
    limits: createSignupLimits({ redis, log: log, figures: config.signupLimits, busy }),
  });
  const account = createAccountService({
    db,
    sessions,
    audit,
    guesses: createPasswordGuesses({ redis, log: log }),
  });
  const passwordReset = createPasswordResetService({
    db,
    sessions,
    audit,
    limits: createPasswordResetLimits({ redis, log: log, busy }),
    origin: config.linkOrigin,
    log: log,
    now,
  });
  const users = createUsersService({ db, audit });
  const imageStore = createImageStore({ uploadsDir: path.join(config.dataDir, 'uploads') });
  const productsAdmin = createProductsService({ db, imageStore, audit });
  // Card payments through Paystack when its keys are set; the labelled demo form otherwise.
  const paystack = config.paystack && {
    secretKey: config.paystack.secretKey,
    gateway: createPaystackGateway({
      secretKey: config.paystack.secretKey,
      apiBase: config.paystack.apiBase,
      log: log,
    }),
  };
  const orders = createOrdersService({
    db,
    generation,
    now,
    cards: paystack
      ? { provider: 'paystack', initialise: paystack.gateway.initialise }
      : { provider: 'demo' },
    confirmation: orderConfirmations({
      origin: config.linkOrigin,
      perRecipientPerHour: config.orderEmailsPerRecipientPerHour,
    }),
    unpaid: config.unpaidOrders,
  });
  const payments = createPaymentsService({ db, orders, paystack, log: log, now });
  const adminOrders = createAdminOrdersService({ db, orders, audit, now });
  const contact = createContactService({
    db,
    limits: createContactLimits({ redis, log, busy }),
    storeEmail: config.storeEmail,
    now,
  });
  const vouchers = createVouchersService({ db, now });
  return {
    catalogue,
    flashDeals,
    audit,
    sessions,
    auth,
    signup,
    account,
    passwordReset,
    users,
    imageStore,
    productsAdmin,
    orders,
    payments,
    adminOrders,
    contact,
    vouchers,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Registers every API route (under the `/api` prefix the caller gives). */
export function registerApiRoutes(
  api: FastifyInstance,
  {
    services: {
      catalogue,
      flashDeals,
      audit,
      sessions,
      auth,
      signup,
      account,
      passwordReset,
      users,
      productsAdmin,
      orders,
      payments,
      adminOrders,
      contact,
      vouchers,
    },
    config,
    db,
    redis,
  }: { services: Services; config: Readonly<Config>; db: Db; redis: Redis | undefined },
): void {
  healthRoutes(api, { health: createHealthService({ db, redis }) });
  catalogueRoutes(api, { catalogue });
  flashDealsRoutes(api, { flashDeals });
  authRoutes(api, { auth, signup, sessions });
  accountRoutes(api, { account });
  passwordResetRoutes(api, { passwordReset });
  usersRoutes(api, { users });
  customersRoutes(api, { customers: createCustomersService({ db, audit }) });
  addressesRoutes(api, { addresses: createAddressesService({ db }) });
  savedListsRoutes(api, { savedLists: createSavedListsService({ db }) });
  auditRoutes(api, { audit });
  productsRoutes(api, { productsAdmin });
  ordersRoutes(api, { orders, linkOrigin: config.linkOrigin });
  adminOrdersRoutes(api, { adminOrders });
  adminReportsRoutes(api, { reports: createAdminReportsService({ db }) });
  paymentsRoutes(api, { payments });
  contactRoutes(api, { contact });
  vouchersRoutes(api, { vouchers });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The store's security headers: a strict same-origin policy, no framing, no sniffing. */
export const SECURITY_POLICY: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Sent per request instead (registerSecurityHeaders): only answers that came over HTTPS carry it.
  strictTransportSecurity: false,
};

/** The headers Helmet sets for `policy`, read once: they do not depend on the request. */
export function securityHeaders(policy: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(policy)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Browsers that met the store over HTTPS use nothing else for a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Every answer (API, pages, files, errors) carries the security headers. They are worked out once
 * at start-up rather than by building Helmet's middleware again for each request. An answer to an
 * HTTPS request also carries Strict-Transport-Security: HTTPS as Fastify sees it, so behind a
 * proxy that ends TLS it takes TRUST_PROXY for X-Forwarded-Proto to count. Plain HTTP never
 * carries it (a browser ignores it there, and on localhost it would only confuse development).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>> = securityHeaders(SECURITY_POLICY),
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}

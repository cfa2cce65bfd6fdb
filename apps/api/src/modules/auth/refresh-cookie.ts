import { cookieValue } from '@better-deals/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token's cookie: sent only to the auth routes that read it (refresh and logout). */
const REFRESH_COOKIE = 'bd_refresh';
const COOKIE_PATH = '/api/auth';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `Secure` is left off only for plain HTTP on this machine (development and the tests): anywhere
 * else the cookie never travels unencrypted.
 */
function secureFor(request: FastifyRequest): boolean {
  return !(request.protocol === 'http' && LOCAL_HOSTS.has(request.hostname));
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secureFor(request)) parts.push('Secure');
  return parts.join('; ');
}

/** The refresh token the request's cookie carries, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return cookieValue(request.headers.cookie, REFRESH_COOKIE);
}

/** Sets the refresh cookie to `token`, kept until the session's end. */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: { token: string; maxAgeSeconds: number },
): void {
  reply.header('set-cookie', cookie(request, refresh.token, refresh.maxAgeSeconds));
  reply.header('cache-control', 'no-store');
}

/** Removes the refresh cookie. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
  reply.header('cache-control', 'no-store');
}

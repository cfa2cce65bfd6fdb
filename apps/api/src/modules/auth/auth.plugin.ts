import type { Role } from '@better-deals/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { CACHE } from '../../plugins/http-cache';
import { AUTH_MESSAGES } from './auth.service';
import type { AuthUser } from './auth.types';
import type { SessionsService } from './sessions.service';

/** Requests that carried a token we refused: they proceed as anonymous, but a guard says why. */
const refusedToken = new WeakSet<FastifyRequest>();

// Far above any token we issue; refuse bigger ones before decoding them.
const MAX_TOKEN_LENGTH = 2048;

/**
 * Sets `request.user` from a valid `Authorization: Bearer` token on every request. A missing or bad
 * token only makes the request anonymous: a stale token in a shopper's storage never breaks
 * browsing. Routes that need a user say so with `requireUser` / `requireRole`.
 */
export function registerAuth(app: FastifyInstance, { sessions }: { sessions: SessionsService }): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const token = /^Bearer +(\S+) *$/i.exec(header)?.[1];
    const user = token && token.length <= MAX_TOKEN_LENGTH ? await sessions.authenticate(token) : null;
    if (user) request.user = user;
    else refusedToken.add(request);
  });
}

/** Whether the request carried a token we refused (it went on as anonymous). */
export function tokenWasRefused(request: FastifyRequest): boolean {
  return refusedToken.has(request);
}

/** The signed-in user of a guarded route (401 if there is none). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  throw refusedToken.has(request)
    ? new AppError('unauthorized', AUTH_MESSAGES.sessionInvalid, 'session_invalid')
    : new AppError('unauthorized', AUTH_MESSAGES.signInRequired, 'sign_in_required');
}

/**
 * Route guard: anonymous or bad token → 401. Used as `onRequest`, so a body is never read before
 * its sender is known. Answers that depend on who asks are never stored by shared caches.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', CACHE.private);
  currentUser(request);
}

// Which roles each guard lets through ('any' for any signed-in user): the API's document reads it.
const guards = new WeakMap<object, readonly Role[] | 'any'>([[requireUser, 'any']]);

/** Route guard: like `requireUser`, and a signed-in user without one of `roles` → 403. */
export function requireRole(...roles: Role[]) {
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('cache-control', CACHE.private);
    if (!roles.includes(currentUser(request).role)) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
  };
  guards.set(guard, roles);
  return guard;
}

/** Who a route's `onRequest` hooks let through: roles, any signed-in user, or anyone (undefined). */
export function guardedFor(onRequest: unknown): readonly Role[] | 'any' | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const who = typeof hook === 'function' ? guards.get(hook) : undefined;
    if (who) return who;
  }
  return undefined;
}

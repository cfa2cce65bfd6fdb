import { LoginInput, RegisterInput } from '@better-deals/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from './auth.plugin';
import { AUTH_MESSAGES, toPublicUser, type AuthService } from './auth.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { DeviceContext, SessionsService } from './sessions.service';
import type { SignupService } from './signup.service';

/** Where a request comes from, as a session remembers it. */
export const deviceOf = (req: FastifyRequest): DeviceContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

/** Sign-up, sign-in, refresh, sign-out and "who am I" (spec §7; sessions: decision 022). */
export function authRoutes(
  app: FastifyInstance,
  { auth, signup, sessions }: { auth: AuthService; signup: SignupService; sessions: SessionsService },
) {
  app.post('/auth/register', async (req, reply) => {
    const issued = await signup.register(parseInput(RegisterInput, req.body), deviceOf(req));
    setRefreshCookie(req, reply, issued.refresh);
    return reply.status(201).send({ success: true, message: AUTH_MESSAGES.registered, data: issued.payload });
  });

  app.post('/auth/login', async (req, reply) => {
    const issued = await auth.login(parseInput(LoginInput, req.body), deviceOf(req));
    setRefreshCookie(req, reply, issued.refresh);
    return { success: true, message: AUTH_MESSAGES.signedIn, data: issued.payload };
  });

  /**
   * A new access token (and the next refresh token) for the session in the refresh cookie.
   * Answered even when the process is saturated: it costs one lookup, and refusing it would
   * look to the shopper like being signed out.
   */
  app.post('/auth/refresh', { config: { alwaysAnswered: true } }, async (req, reply) => {
    try {
      const issued = await sessions.refresh(readRefreshCookie(req) ?? '', deviceOf(req));
      setRefreshCookie(req, reply, issued.refresh);
      return { success: true, data: issued.payload };
    } catch (error) {
      clearRefreshCookie(req, reply);
      throw error;
    }
  });

  /**
   * Ends this device's session: the one the bearer token names, else the refresh cookie's.
   * Always answers 200, so signing out twice (or with an expired token) is not an error.
   */
  app.post('/auth/logout', async (req, reply) => {
    if (req.user) await sessions.end(req.user.sessionId, 'logout');
    else await sessions.endByRefreshToken(readRefreshCookie(req) ?? '', 'logout');
    clearRefreshCookie(req, reply);
    return { success: true, message: AUTH_MESSAGES.signedOut };
  });

  app.get('/auth/me', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: toPublicUser(currentUser(req)),
  }));
}

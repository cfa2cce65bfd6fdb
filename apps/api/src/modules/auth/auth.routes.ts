import {
  AuthResponseSchema,
  CurrentUserResponseSchema,
  LoginInput,
  MessageResponseSchema,
  RefreshResponseSchema,
  RegisterInput,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from './auth.plugin';
import { AUTH_MESSAGES, toPublicUser, type AuthService } from './auth.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { DeviceContext } from './issued-sessions';
import type { SessionsService } from './sessions.service';
import type { SignupService } from './signup.service';

/** Where a request comes from, as a session remembers it. */
export const deviceOf = (req: FastifyRequest): DeviceContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

const tags = ['auth'];

/**
 * Sign-up, sign-in, refresh, sign-out and "who am I" (sessions: decision 022). The refresh token
 * travels only in an HttpOnly cookie, never in a body.
 */
export function authRoutes(
  app: FastifyInstance,
  { auth, signup, sessions }: { auth: AuthService; signup: SignupService; sessions: SessionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/register',
    {
      schema: {
        summary: 'Sign up as a customer (and sign in)',
        tags,
        body: RegisterInput,
        response: { 201: AuthResponseSchema },
      },
    },
    async (req, reply) => {
      const issued = await signup.register(req.body, deviceOf(req));
      setRefreshCookie(req, reply, issued.refresh);
      return reply
        .status(201)
        .send({ success: true, message: AUTH_MESSAGES.registered, data: issued.payload });
    },
  );

  api.post(
    '/auth/login',
    {
      schema: {
        summary: 'Sign in by email or username',
        tags,
        body: LoginInput,
        response: { 200: AuthResponseSchema },
      },
    },
    async (req, reply) => {
      const issued = await auth.login(req.body, deviceOf(req));
      setRefreshCookie(req, reply, issued.refresh);
      return { success: true as const, message: AUTH_MESSAGES.signedIn, data: issued.payload };
    },
  );

  /**
   * A new access token (and the next refresh token) for the session in the refresh cookie.
   * Answered even when the process is saturated: it costs one lookup, and refusing it would
   * look to the shopper like being signed out.
   */
  api.post(
    '/auth/refresh',
    {
      config: { alwaysAnswered: true },
      schema: {
        summary: 'A new access token for the session in the refresh cookie',
        tags,
        response: { 200: RefreshResponseSchema },
      },
    },
    async (req, reply) => {
      try {
        const issued = await sessions.refresh(readRefreshCookie(req) ?? '', deviceOf(req));
        setRefreshCookie(req, reply, issued.refresh);
        return { success: true as const, data: issued.payload };
      } catch (error) {
        clearRefreshCookie(req, reply);
        throw error;
      }
    },
  );

  /**
   * Ends this device's session: the one the bearer token names, else the refresh cookie's.
   * Always answers 200, so signing out twice (or with an expired token) is not an error.
   */
  api.post(
    '/auth/logout',
    {
      schema: { summary: 'Sign this device out', tags, response: { 200: MessageResponseSchema } },
    },
    async (req, reply) => {
      if (req.user) await sessions.end(req.user.sessionId, 'logout');
      else await sessions.endByRefreshToken(readRefreshCookie(req) ?? '', 'logout');
      clearRefreshCookie(req, reply);
      return { success: true as const, message: AUTH_MESSAGES.signedOut };
    },
  );

  api.get(
    '/auth/me',
    {
      onRequest: requireUser,
      schema: { summary: 'The signed-in user', tags, response: { 200: CurrentUserResponseSchema } },
    },
    async (req) => ({ success: true as const, data: toPublicUser(currentUser(req)) }),
  );
}

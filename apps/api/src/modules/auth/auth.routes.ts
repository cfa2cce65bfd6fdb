import { LoginInput, RegisterInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from './auth.plugin';
import { AUTH_MESSAGES, toPublicUser, type AuthService } from './auth.service';
import type { SignupService } from './signup.service';

/** Sign-up, sign-in and "who am I" (spec §7). */
export function authRoutes(
  app: FastifyInstance,
  { auth, signup }: { auth: AuthService; signup: SignupService },
) {
  app.post('/auth/register', async (req, reply) => {
    const data = await signup.register(parseInput(RegisterInput, req.body), req.ip);
    return reply.status(201).send({ success: true, message: AUTH_MESSAGES.registered, data });
  });

  app.post('/auth/login', async (req) => {
    const data = await auth.login(parseInput(LoginInput, req.body), req.ip);
    return { success: true, message: AUTH_MESSAGES.signedIn, data };
  });

  app.get('/auth/me', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: toPublicUser(currentUser(req)),
  }));
}

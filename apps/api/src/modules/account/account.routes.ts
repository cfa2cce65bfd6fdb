import { ACCOUNT_SETTINGS_MESSAGES, ChangePasswordInput, UpdateProfileInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { AccountService } from './account.service';

/** The signed-in user's own account (Account Settings): profile, password and active sessions. */
const SessionParams = z.object({ id: z.uuid({ error: ACCOUNT_SETTINGS_MESSAGES.sessionNotFound }) });

export function accountRoutes(app: FastifyInstance, { account }: { account: AccountService }) {
  app.get('/account', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await account.getProfile(currentUser(req)),
  }));

  app.patch('/account/profile', { onRequest: requireUser }, async (req) => {
    const data = await account.updateProfile(
      currentUser(req),
      parseInput(UpdateProfileInput, req.body),
      req.ip,
    );
    return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.profileUpdated, data };
  });

  app.post('/account/password', { onRequest: requireUser }, async (req) => {
    const data = await account.changePassword(
      currentUser(req),
      parseInput(ChangePasswordInput, req.body),
      req.ip,
    );
    return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged, data };
  });

  app.get('/account/sessions', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await account.listSessions(currentUser(req)),
  }));

  app.delete('/account/sessions/:id', { onRequest: requireUser }, async (req) => {
    await account.endSession(currentUser(req), parseInput(SessionParams, req.params).id);
    return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.sessionEnded };
  });

  app.post('/account/sessions/sign-out-others', { onRequest: requireUser }, async (req) => {
    const ended = await account.endOtherSessions(currentUser(req), req.ip);
    return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.otherSessionsEnded(ended), data: { ended } };
  });
}

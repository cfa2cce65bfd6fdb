import { ACCOUNT_SETTINGS_MESSAGES, ChangePasswordInput, UpdateProfileInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { AccountService } from './account.service';

/** The signed-in user's own account (Account Settings): profile and password. */
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
}

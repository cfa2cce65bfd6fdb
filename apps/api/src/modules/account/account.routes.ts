import {
  ACCOUNT_SETTINGS_MESSAGES,
  AccountProfileResponseSchema,
  ActiveSessionsResponseSchema,
  ChangePasswordInput,
  MessageResponseSchema,
  OtherSessionsEndedResponseSchema,
  PasswordChangedResponseSchema,
  ProfileUpdatedResponseSchema,
  SessionIdParams,
  UpdateProfileInput,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { AccountService } from './account.service';

const tags = ['account'];

/** The signed-in user's own account (Account Settings): profile, password and active sessions. */
export function accountRoutes(app: FastifyInstance, { account }: { account: AccountService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/account',
    {
      onRequest: requireUser,
      schema: { summary: 'My account', tags, response: { 200: AccountProfileResponseSchema } },
    },
    async (req) => ({ success: true as const, data: await account.getProfile(currentUser(req)) }),
  );

  api.patch(
    '/account/profile',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change my name or phone',
        tags,
        body: UpdateProfileInput,
        response: { 200: ProfileUpdatedResponseSchema },
      },
    },
    async (req) => {
      const data = await account.updateProfile(currentUser(req), req.body, req.ip);
      return { success: true as const, message: ACCOUNT_SETTINGS_MESSAGES.profileUpdated, data };
    },
  );

  api.post(
    '/account/password',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change my password (signs every other device out)',
        tags,
        body: ChangePasswordInput,
        response: { 200: PasswordChangedResponseSchema },
      },
    },
    async (req) => {
      const data = await account.changePassword(currentUser(req), req.body, req.ip);
      return { success: true as const, message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged, data };
    },
  );

  api.get(
    '/account/sessions',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The devices signed in to my account',
        tags,
        response: { 200: ActiveSessionsResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await account.listSessions(currentUser(req)) }),
  );

  api.delete(
    '/account/sessions/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Sign one device out',
        tags,
        params: SessionIdParams,
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => {
      await account.endSession(currentUser(req), req.params.id);
      return { success: true as const, message: ACCOUNT_SETTINGS_MESSAGES.sessionEnded };
    },
  );

  api.post(
    '/account/sessions/sign-out-others',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Sign every other device out',
        tags,
        response: { 200: OtherSessionsEndedResponseSchema },
      },
    },
    async (req) => {
      const ended = await account.endOtherSessions(currentUser(req), req.ip);
      return {
        success: true as const,
        message: ACCOUNT_SETTINGS_MESSAGES.otherSessionsEnded(ended),
        data: { ended },
      };
    },
  );
}

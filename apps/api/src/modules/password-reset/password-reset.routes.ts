import {
  AuthResponseSchema,
  MessageResponseSchema,
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceOf } from '../auth/auth.routes';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { PasswordResetService } from './password-reset.service';

const tags = ['auth'];

/** "Forgot password?": ask for a link by email, then set a new password with it. */
export function passwordResetRoutes(
  app: FastifyInstance,
  { passwordReset }: { passwordReset: PasswordResetService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Answered at once, the same for every email: the link, if any, is sent after the answer.
  api.post(
    '/auth/password-reset',
    {
      schema: {
        summary: 'Email a link to reset a forgotten password',
        description: 'Answers at once and the same whether or not the email has an account.',
        tags,
        body: PasswordResetRequestInput,
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => {
      passwordReset.request(req.body.email, { ip: req.ip });
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.sent };
    },
  );

  api.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        summary: 'Set a new password with the emailed link (and sign in)',
        tags,
        body: PasswordResetConfirmInput,
        response: { 200: AuthResponseSchema },
      },
    },
    async (req, reply) => {
      const issued = await passwordReset.confirm(req.body, deviceOf(req));
      setRefreshCookie(req, reply, issued.refresh);
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.reset, data: issued.payload };
    },
  );
}

import {
  AuthResponseSchema,
  MessageResponseSchema,
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceOf } from '../auth/auth.routes';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { PasswordResetService } from './password-reset.service';

const tags = ['auth'];

/** "Forgot password?": ask for a link by email, then set a new password with it. */
export function passwordResetRoutes(
  app: FastifyInstance,
  { passwordReset, publicOrigin }: { passwordReset: PasswordResetService; publicOrigin: string | undefined },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The link in the email: the store's configured address (PUBLIC_URL), else this request's.
  const origin = (req: FastifyRequest) => publicOrigin ?? `${req.protocol}://${req.host}`;

  api.post(
    '/auth/password-reset',
    {
      schema: {
        summary: 'Email a link to reset a forgotten password',
        description: 'Answers the same whether or not the email has an account.',
        tags,
        body: PasswordResetRequestInput,
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => {
      await passwordReset.request(req.body.email, { ip: req.ip, origin: origin(req) });
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

import {
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { deviceOf } from '../auth/auth.routes';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { PasswordResetService } from './password-reset.service';

/** "Forgot password?": ask for a link by email, then set a new password with it. */
export function passwordResetRoutes(
  app: FastifyInstance,
  { passwordReset }: { passwordReset: PasswordResetService },
) {
  // Answered at once, the same for every email: the link, if any, is sent after the answer.
  app.post('/auth/password-reset', async (req) => {
    const { email } = parseInput(PasswordResetRequestInput, req.body);
    passwordReset.request(email, { ip: req.ip });
    return { success: true, message: PASSWORD_RESET_MESSAGES.sent };
  });

  app.post('/auth/password-reset/confirm', async (req, reply) => {
    const issued = await passwordReset.confirm(
      parseInput(PasswordResetConfirmInput, req.body),
      deviceOf(req),
    );
    setRefreshCookie(req, reply, issued.refresh);
    return { success: true, message: PASSWORD_RESET_MESSAGES.reset, data: issued.payload };
  });
}

import type { RegisterInput } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { accountConflict, AUTH_MESSAGES } from './auth.service';
import { assertNewPasswordAllowed } from './new-password';
import { hashPassword } from './passwords';
import type { DeviceContext, IssuedSession } from './issued-sessions';
import type { SessionsService } from './sessions.service';
import type { SignupLimits } from './signup-limits';

interface SignupServiceDeps {
  db: Db;
  sessions: SessionsService;
  limits: SignupLimits;
}

/** Customer sign-up: the password rule, the sign-up limits, then the account. */
export function createSignupService({ db, sessions, limits }: SignupServiceDeps) {
  return {
    /**
     * Creates a customer account and signs it in. The cheap checks come first (the password
     * rule, the limits, whether the email is taken); the argon2 hash is paid for only after.
     * A taken email is still said plainly, but counted per address like failed sign-ins.
     */
    async register(input: RegisterInput, device: DeviceContext): Promise<IssuedSession> {
      assertNewPasswordAllowed(input.password, input);
      const attempt = await limits.admit(device.ip);
      try {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, input.email))
          .limit(1);
        if (taken) {
          await attempt.emailTaken();
          throw new AppError('conflict', AUTH_MESSAGES.emailTaken, 'email_taken');
        }
        const passwordHash = await hashPassword(input.password);
        const issued = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: input.email, name: input.name, passwordHash, role: 'customer' })
            .returning();
          if (!user) throw new Error('sign-up: insert returned nothing');
          return sessions.start(user, device, tx);
        });
        await attempt.created();
        return issued;
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Two sign-ups for one email at once: the loser is told as if it had looked first.
        const conflict = accountConflict(error);
        if (conflict) {
          await attempt.emailTaken();
          throw conflict;
        }
        await attempt.cancel();
        throw error;
      }
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;

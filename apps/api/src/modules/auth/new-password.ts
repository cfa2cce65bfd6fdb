import { newPasswordProblem, PASSWORD_MESSAGES, type PasswordOwner } from '@better-deals/domain';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';

/**
 * Refuses a new password (sign-up, password change, reset) that the rule does not allow: too
 * short or long, made of the owner's email or name, or one of the 10,000 most common. Only new
 * passwords are checked: an account whose password was set before the rule still signs in.
 */
export function assertNewPasswordAllowed(password: string, owner: PasswordOwner): void {
  const problem = newPasswordProblem(password, owner);
  if (problem !== null) throw new AppError('bad_request', problem, 'password_rejected');
  if (isCommonPassword(password)) {
    throw new AppError('bad_request', PASSWORD_MESSAGES.tooCommon, 'password_too_common');
  }
}

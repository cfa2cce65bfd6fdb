import { PASSWORD_LIMITS } from './password-limits';

/**
 * What a new password is told when it is refused. The common-password check needs the server's
 * list of 10,000 passwords, so only the server applies it; the rest runs in the browser too.
 */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_LIMITS.min} characters.`,
  tooLong: `Password must be at most ${PASSWORD_LIMITS.max} characters.`,
  personal: 'Your password must not contain your email or name.',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;

/** What a password is compared by: lower case, without spaces ('Ada Obi' and 'adaobi' are alike). */
export function passwordComparable(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** The account a new password belongs to: its own words must not make up the password. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
  username?: string | null;
}

// Shorter words are left out: a 10-character password may well contain 'ada' or 'obi' by chance.
const SHORTEST_PERSONAL_WORD = 4;

/** The owner's words a password must not contain: the email, its local part, the name, the username. */
function personalWords({ email, name, username }: PasswordOwner): string[] {
  const words = [email, email?.split('@')[0], name, username]
    .filter((w): w is string => typeof w === 'string')
    .map(passwordComparable);
  return words.filter((w) => w.length >= SHORTEST_PERSONAL_WORD);
}

/** True when the password contains its owner's email, the email's local part, name or username. */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const comparable = passwordComparable(password);
  return personalWords(owner).some((word) => comparable.includes(word));
}

/**
 * Why a new password is refused, before the common-password list (the server's): too short, too
 * long, or made of its owner's email or name. Null when these checks pass. Passwords set before
 * the rule keep working: it applies to new passwords only, never to a sign-in.
 */
export function newPasswordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < PASSWORD_LIMITS.min) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_LIMITS.max) return PASSWORD_MESSAGES.tooLong;
  if (isPersonalPassword(password, owner)) return PASSWORD_MESSAGES.personal;
  return null;
}

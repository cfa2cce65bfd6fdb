import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// argon2id at the OWASP baseline (19 MiB, 2 passes): a few tens of ms per check on a small server.
// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2: Options = { algorithm: 2 satisfies Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash (PHC string, salt included) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** True when `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows. Checking a sign-in for an unknown user against it
 * costs as much as a real check, so response time does not reveal which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}

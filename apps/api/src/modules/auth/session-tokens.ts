import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES, isStaffRole, type Role } from '@better-deals/domain';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ConfigError, type Config } from '../../config';

const ALGORITHM = 'HS256';
const ISSUER = 'better-deals';
const AUDIENCE = 'better-deals-web';
/** Staff tokens open the admin area, so they live for a working day; shoppers stay signed in a week. */
const TOKEN_LIFETIME = { customer: '7d', staff: '8h' } as const;

const Claims = z.object({
  sub: z.uuid(),
  role: z.enum(ROLES),
  tv: z.number().int().nonnegative(),
});
export type SessionClaims = z.infer<typeof Claims>;

export interface TokenSubject {
  id: string;
  role: Role;
  tokenVersion: number;
}

/**
 * The signing secret: JWT_SECRET, else one generated on first start and kept in DATA_DIR.
 * Several instances on one PostgreSQL must share a secret, so production with DATABASE_URL
 * refuses to start without JWT_SECRET rather than have each instance invent its own.
 */
export function loadJwtSecret(
  config: Pick<Config, 'jwtSecret' | 'databaseUrl' | 'env' | 'dataDir'>,
): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.databaseUrl && config.env === 'production') {
    throw new ConfigError([
      'JWT_SECRET: required in production when DATABASE_URL is set, so that every instance signs ' +
        'sessions with the same secret (at least 32 characters; e.g. `openssl rand -base64 32`).',
    ]);
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': if two processes start at once, exactly one writes and the other reads its secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError([`JWT secret file ${file}: too short; delete it to have a new one generated.`]);
  }
  return new TextEncoder().encode(secret);
}

/** Signs and checks session tokens: HS256 only, issuer and audience pinned, always expiring. */
export function createSessionTokens(secret: Uint8Array) {
  return {
    sign(subject: TokenSubject): Promise<string> {
      return new SignJWT({ role: subject.role, tv: subject.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(isStaffRole(subject.role) ? TOKEN_LIFETIME.staff : TOKEN_LIFETIME.customer)
        .sign(secret);
    },

    /** The token's claims, or null for anything not signed by us, expired, or misshapen. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = Claims.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

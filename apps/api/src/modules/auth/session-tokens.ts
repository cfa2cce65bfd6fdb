import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES, type Role } from '@better-deals/domain';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ConfigError, type Config } from '../../config';

const ALGORITHM = 'HS256';
const ISSUER = 'better-deals';
const AUDIENCE = 'better-deals-web';
/**
 * Access tokens are short: a revoked session's token is refused at its next request anyway (its
 * session is read with the user), and a leaked one is useless within minutes.
 */
const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

const Claims = z.object({
  sub: z.uuid(),
  role: z.enum(ROLES),
  sid: z.uuid(),
});
export type SessionClaims = z.infer<typeof Claims>;

export interface AccessSubject {
  userId: string;
  role: Role;
  sessionId: string;
}

/** A session as the refresh token is derived from it. */
export interface RefreshSource {
  id: string;
  secret: string;
  generation: number;
}

/** A refresh token taken apart: which session, which generation, and its proof. */
export interface RefreshToken {
  sessionId: string;
  generation: number;
  proof: string;
}

const REFRESH_FORMAT = /^([0-9a-f-]{36})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

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

/**
 * Signs and checks access tokens (HS256 only, issuer and audience pinned, always expiring), and
 * derives refresh tokens: `<session id>.<generation>.<HMAC of both and the session's secret>`.
 * Any generation's token can be recomputed from the row, so the database keeps no token, a token
 * of an earlier generation is recognised as genuine (a reuse), and a forged one is just refused.
 */
export function createSessionTokens(secret: Uint8Array, now: () => Date = () => new Date()) {
  const proofOf = (source: RefreshSource) =>
    createHmac('sha256', secret)
      .update(`${source.id}.${source.generation}.${source.secret}`)
      .digest('base64url');

  return {
    signAccess(subject: AccessSubject): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ role: subject.role, sid: subject.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },

    /** The token's claims, or null for anything not signed by us, expired, or misshapen. */
    async verifyAccess(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now(),
        });
        const claims = Claims.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },

    refreshToken(source: RefreshSource): string {
      return `${source.id}.${source.generation}.${proofOf(source)}`;
    },

    /** The parts of a well-formed refresh token (not yet checked against its session), or null. */
    parseRefresh(token: string): RefreshToken | null {
      const match = REFRESH_FORMAT.exec(token);
      if (!match) return null;
      return { sessionId: match[1]!, generation: Number(match[2]), proof: match[3]! };
    },

    /** Whether `token` is genuinely the token of `source`'s session at the token's own generation. */
    isGenuine(token: RefreshToken, source: Omit<RefreshSource, 'generation'>): boolean {
      if (token.sessionId !== source.id) return false;
      const expected = Buffer.from(proofOf({ ...source, generation: token.generation }));
      const given = Buffer.from(token.proof);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { createSessionTokens, loadJwtSecret } from './session-tokens';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bd-secret-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const base = { jwtSecret: undefined, databaseUrl: undefined, env: 'production' as const };

describe('the token signing secret', () => {
  it('is generated once into DATA_DIR/jwt-secret, readable by its owner only, and reused on later starts', () => {
    const dataDir = tempDir();
    const first = loadJwtSecret({ ...base, dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadJwtSecret({ ...base, dataDir })).toEqual(first);
  });

  it('comes from JWT_SECRET when set, and nothing is written', () => {
    const dataDir = tempDir();
    const secret = 'x'.repeat(40);
    expect(new TextDecoder().decode(loadJwtSecret({ ...base, jwtSecret: secret, dataDir }))).toBe(secret);
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('must be set in production with DATABASE_URL: every instance has to share it', () => {
    const config = { ...base, databaseUrl: 'postgres://db/bd', dataDir: tempDir() };
    expect(() => loadJwtSecret(config)).toThrow(ConfigError);
    expect(() => loadJwtSecret(config)).toThrow(
      /JWT_SECRET: required in production when DATABASE_URL is set/,
    );
    // In development and tests the DATA_DIR file is fine.
    expect(() => loadJwtSecret({ ...config, env: 'development' })).not.toThrow();
  });
});

describe('session tokens', () => {
  const ours = createSessionTokens(new TextEncoder().encode('a'.repeat(32)));
  const theirs = createSessionTokens(new TextEncoder().encode('b'.repeat(32)));
  const session = { id: '6f1c1d9e-33b4-4c55-9d6a-0b9a43f3c001', secret: 'session-secret', generation: 4 };

  it('an access token verifies when signed with the same secret, and names its session', async () => {
    const subject = { userId: session.id, role: 'admin' as const, sessionId: session.id };
    const token = await ours.signAccess(subject);
    expect(await ours.verifyAccess(token)).toEqual({ sub: session.id, role: 'admin', sid: session.id });
    expect(await theirs.verifyAccess(token)).toBeNull();
  });

  it('a refresh token of any generation is recognised as genuine, and a forged or foreign one is not', () => {
    const token = ours.refreshToken(session);
    const parsed = ours.parseRefresh(token);
    expect(parsed).toMatchObject({ sessionId: session.id, generation: 4 });
    expect(ours.isGenuine(parsed!, session)).toBe(true);
    const older = ours.parseRefresh(ours.refreshToken({ ...session, generation: 1 }))!;
    expect(ours.isGenuine(older, session)).toBe(true);
    // Another secret, another session's secret, a changed generation: none passes.
    expect(theirs.isGenuine(parsed!, session)).toBe(false);
    expect(ours.isGenuine(parsed!, { ...session, secret: 'another' })).toBe(false);
    expect(ours.isGenuine({ ...parsed!, generation: 5 }, session)).toBe(false);
    expect(ours.parseRefresh('not-a-token')).toBeNull();
  });
});

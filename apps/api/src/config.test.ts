import { describe, expect, it } from 'vitest';
import { ConfigError, ECHOED_CONFIG_KEYS, loadConfig } from './config';

/** The error an operator sees at start-up for `env`. */
function startUpError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('a bad configuration at start-up', () => {
  it('names a short JWT_SECRET and its problem without printing the secret', () => {
    const error = startUpError({ JWT_SECRET: 'hunter2-short-secret' });
    expect(error.problems).toEqual(['JWT_SECRET: must be at least 32 characters']);
    expect(error.message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(error.message).not.toContain('hunter2');
  });

  it('names a bad DATABASE_URL without printing its password, or the URL at all', () => {
    const error = startUpError({ DATABASE_URL: 'mysql://shop:Pa55word-Kept@db.internal:3306/shop' });
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(error.message).not.toContain('Pa55word-Kept');
    expect(error.message).not.toContain('db.internal');
  });

  it('names a bad REDIS_URL or CORS_ORIGINS without printing the credentials in it', () => {
    const error = startUpError({
      REDIS_URL: 'http://default:redis-pass-123@cache:6379',
      CORS_ORIGINS: 'https://ops:origin-pass-456@shop.example, not an origin',
    });
    expect(error.message).toContain('REDIS_URL: must be a redis:// URL');
    expect(error.message).toContain('CORS_ORIGINS: must be a comma-separated list of origins');
    expect(error.message).not.toContain('redis-pass-123');
    expect(error.message).not.toContain('origin-pass-456');
  });

  it('still shows what was given for a plain setting such as PORT or LOG_LEVEL', () => {
    const error = startUpError({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(error.problems).toContain('PORT: must be a whole number (got "eighty")');
    expect(error.problems.find((p) => p.startsWith('LOG_LEVEL:'))).toMatch(/\(got "loud"\)$/);
  });

  it('lists every bad key at once, echoing only the plain ones', () => {
    const error = startUpError({
      PORT: '70000',
      NODE_ENV: 'staging',
      JWT_SECRET: 'too-short',
      DATABASE_URL: 'postgres//admin:db-secret@host/db',
      RATE_LIMIT_PER_MINUTE: '-5',
    });
    expect(error.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'JWT_SECRET',
      'NODE_ENV',
      'PORT',
      'RATE_LIMIT_PER_MINUTE',
    ]);
    expect(error.message).toContain('(got "70000")');
    expect(error.message).toContain('(got "staging")');
    expect(error.message).toContain('(got "-5")');
    expect(error.message).not.toContain('too-short');
    expect(error.message).not.toContain('db-secret');
  });

  it('never lets a key whose name suggests a secret join the keys whose values are shown', () => {
    for (const key of ECHOED_CONFIG_KEYS) {
      expect(key).not.toMatch(/SECRET|PASSWORD|PASS|KEY|TOKEN|URL|CREDENTIAL|AUTH/);
    }
  });
});

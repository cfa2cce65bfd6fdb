import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, ECHOED_CONFIG_KEYS, loadConfig } from './config';

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

describe('payments and mail settings', () => {
  const secret = 'sk_test_4f1c9e0b7a2d4e6f8a1b3c5d7e9f0a2b4c6d8e0f';
  const publicKey = 'pk_test_0a2b4c6d8e0f4f1c9e0b7a2d4e6f8a1b3c5d7e9f';

  it('without Paystack keys there is no Paystack, and mail goes to the log from the store', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.paystack).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Better Deals <orders@betterdeals.ng>');
  });

  it("with both keys, Paystack is on at Paystack's own address unless another is named", () => {
    expect(
      loadConfig({ NODE_ENV: 'test', PAYSTACK_SECRET_KEY: secret, PAYSTACK_PUBLIC_KEY: publicKey }).paystack,
    ).toEqual({
      secretKey: secret,
      publicKey,
      apiBase: 'https://api.paystack.co',
    });
    const local = loadConfig({
      NODE_ENV: 'test',
      PAYSTACK_SECRET_KEY: secret,
      PAYSTACK_PUBLIC_KEY: publicKey,
      PAYSTACK_API_BASE: 'http://127.0.0.1:4010/',
    });
    expect(local.paystack?.apiBase).toBe('http://127.0.0.1:4010');
  });

  it('refuses one Paystack key without the other, naming the missing one and printing neither', () => {
    expect(startUpError({ PAYSTACK_SECRET_KEY: secret }).problems).toEqual([
      'PAYSTACK_PUBLIC_KEY: must be set with PAYSTACK_SECRET_KEY (both Paystack keys, or neither)',
    ]);
    const error = startUpError({ PAYSTACK_PUBLIC_KEY: publicKey });
    expect(error.problems).toEqual([
      'PAYSTACK_SECRET_KEY: must be set with PAYSTACK_PUBLIC_KEY (both Paystack keys, or neither)',
    ]);
    expect(error.message).not.toContain(publicKey);
  });

  it('refuses keys swapped, or a test key with a live one, without printing them', () => {
    const swapped = startUpError({ PAYSTACK_SECRET_KEY: publicKey, PAYSTACK_PUBLIC_KEY: secret });
    expect(swapped.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'PAYSTACK_PUBLIC_KEY',
      'PAYSTACK_SECRET_KEY',
    ]);
    expect(swapped.message).not.toContain(secret.slice(8));
    const mixed = startUpError({
      PAYSTACK_SECRET_KEY: secret.replace('sk_test_', 'sk_live_'),
      PAYSTACK_PUBLIC_KEY: publicKey,
    });
    expect(mixed.problems).toEqual([
      'PAYSTACK_PUBLIC_KEY: must be a test key with a test secret key, or live with live',
    ]);
  });

  it('names a bad SMTP_URL or PAYSTACK_API_BASE without printing the password in it', () => {
    const error = startUpError({
      SMTP_URL: 'https://orders:mail-pass-991@mail.example',
      PAYSTACK_API_BASE: 'ftp://ops:api-pass-992@files.example',
    });
    expect(error.message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(error.message).toContain('PAYSTACK_API_BASE: must be an http(s) URL');
    expect(error.message).not.toContain('mail-pass-991');
    expect(error.message).not.toContain('api-pass-992');
    expect(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtps://a:b@smtp.example:465' }).smtpUrl).toBe(
      'smtps://a:b@smtp.example:465',
    );
  });
});

describe('the address links in emails are built from', () => {
  it("is PUBLIC_URL's origin when it is set, whatever the server listens on", () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://betterdeals.ng/shop?x=1',
      PORT: '8080',
    });
    expect(config.linkOrigin).toBe('https://betterdeals.ng');
    expect(config.publicOrigin).toBe('https://betterdeals.ng');
  });

  it('is the address the server was started on without PUBLIC_URL: localhost when it listens on every interface', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).linkOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '::', PORT: '8080' }).linkOrigin).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: 'localhost', PORT: '4000' }).linkOrigin).toBe(
      'http://localhost:4000',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '4000' }).linkOrigin).toBe(
      'http://127.0.0.1:4000',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: 'shop.internal', PORT: '80' }).linkOrigin).toBe(
      'http://shop.internal',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: '10.0.0.5', PORT: '3000' }).linkOrigin).toBe(
      'http://10.0.0.5:3000',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: 'fd00::5', PORT: '3000' }).linkOrigin).toBe(
      'http://[fd00::5]:3000',
    );
    // Canonical links still follow the request without PUBLIC_URL.
    expect(loadConfig({ NODE_ENV: 'test' }).publicOrigin).toBeUndefined();
  });
});

describe('order confirmations to one address', () => {
  it('are at most 5 an hour by default, and ORDER_EMAILS_PER_RECIPIENT_PER_HOUR sets it', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).orderEmailsPerRecipientPerHour).toBe(5);
    expect(
      loadConfig({ NODE_ENV: 'test', ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: '20' })
        .orderEmailsPerRecipientPerHour,
    ).toBe(20);
    expect(startUpError({ ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: '0' }).problems).toEqual([
      'ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: Too small: expected number to be >=1 (got "0")',
    ]);
  });
});

describe('limits on catalogue reads and on a saturated server', () => {
  it('lets three catalogue reads run at a time on the embedded database and one per core on PostgreSQL, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).catalogueReads).toEqual({
      running: 3,
      waiting: 64,
      statementTimeoutMs: 3000,
    });
    const onServer = { NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1/shop' };
    expect(loadConfig(onServer, { cores: 2 }).catalogueReads.running).toBe(2);
    expect(loadConfig(onServer, { cores: 8 }).catalogueReads.running).toBe(8);
    expect(loadConfig({ ...onServer, CATALOGUE_READS: '5' }, { cores: 2 }).catalogueReads.running).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test', CATALOGUE_READS: '5' }).catalogueReads.running).toBe(5);
  });

  it('turns work away past a 500 ms late event loop or a 90 % full heap; 0 turns either check off', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).overload).toEqual({
      maxEventLoopDelayMs: 500,
      maxHeapUsedPercent: 90,
    });
    expect(
      loadConfig({ NODE_ENV: 'test', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_USED_PERCENT: '0' })
        .overload,
    ).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0 });
  });

  it('renders four pages at a time per process with 256 waiting; a PAGE_THREADS left from an older store is ignored', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).pageRenders).toEqual({ running: 4, waiting: 256 });
    expect(loadConfig({ NODE_ENV: 'test', PAGE_THREADS: '3' }).pageRenders).toEqual({
      running: 4,
      waiting: 256,
    });
  });

  it('refuses no reads at once at all, showing what was given', () => {
    expect(startUpError({ CATALOGUE_READS: '0', OVERLOAD_HEAP_USED_PERCENT: '120' }).problems).toEqual([
      'CATALOGUE_READS: Too small: expected number to be >=1 (got "0")',
      'OVERLOAD_HEAP_USED_PERCENT: Too big: expected number to be <=100 (got "120")',
    ]);
  });
});

describe('several server processes', () => {
  const PG = 'postgres://postgres@127.0.0.1/shop';
  const SECRET = 'a-secret-of-at-least-thirty-two-chars!';

  it('one process by default; several share a PostgreSQL server and one signing secret', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).processes).toBe(1);
    const two = loadConfig({ NODE_ENV: 'test', PROCESSES: '2', DATABASE_URL: PG, JWT_SECRET: SECRET });
    expect(two.processes).toBe(2);
    // The database's share of catalogue reads is the store's, not each process's: one per core
    // in all, and never none.
    const twoOn = (cores: number) =>
      loadConfig({ NODE_ENV: 'test', PROCESSES: '2', DATABASE_URL: PG, JWT_SECRET: SECRET }, { cores });
    expect(twoOn(2).catalogueReads.running).toBe(1);
    expect(twoOn(8).catalogueReads.running).toBe(4);
    const three = { NODE_ENV: 'test', PROCESSES: '3', DATABASE_URL: PG, JWT_SECRET: SECRET };
    expect(loadConfig(three, { cores: 8 }).catalogueReads.running).toBe(3);
    expect(loadConfig(three, { cores: 2 }).catalogueReads.running).toBe(1);
    expect(loadConfig({ ...three, CATALOGUE_READS: '5' }, { cores: 2 }).catalogueReads.running).toBe(5);
  });

  it('refuses several processes over the embedded database, or without a shared secret', () => {
    expect(startUpError({ PROCESSES: '2' }).problems).toEqual([
      'PROCESSES: more than 1 needs DATABASE_URL (a PostgreSQL server)',
    ]);
    expect(startUpError({ PROCESSES: '2', DATABASE_URL: PG }).problems).toEqual([
      'JWT_SECRET: must be set when PROCESSES is more than 1',
    ]);
    expect(startUpError({ PROCESSES: '0' }).problems).toEqual([
      'PROCESSES: Too small: expected number to be >=1',
    ]);
  });
});

describe('warnings at start-up', () => {
  const quiet = { processes: 1, redisUrl: undefined } as const;

  it('a production store without PUBLIC_URL is warned that its emailed links name the address it was started on', () => {
    const local = { publicOrigin: undefined, linkOrigin: 'http://localhost:3000' } as const;
    const [warning, ...rest] = configWarnings({ ...quiet, ...local, env: 'production' });
    expect(rest).toEqual([]);
    expect(warning).toMatch(
      /^PUBLIC_URL is not set: links in emails \(password resets, order confirmations\) and payment return addresses use the address the server was started on, http:\/\/localhost:3000,/,
    );
    const set = { publicOrigin: 'https://betterdeals.ng', linkOrigin: 'https://betterdeals.ng' } as const;
    expect(configWarnings({ ...quiet, ...set, env: 'production' })).toEqual([]);
    // On a developer's machine the address it was started on is what they want.
    expect(configWarnings({ ...quiet, ...local, env: 'development' })).toEqual([]);
  });

  it('several processes without Redis are warned that each counts its own limits', () => {
    const base = {
      env: 'development',
      publicOrigin: undefined,
      linkOrigin: 'http://localhost:3000',
    } as const;
    expect(configWarnings({ ...base, processes: 2, redisUrl: undefined })).toEqual([
      expect.stringMatching(/^PROCESSES is 2 without REDIS_URL: .* each limit is 2 times looser/),
    ]);
    expect(configWarnings({ ...base, processes: 2, redisUrl: 'redis://127.0.0.1:6379' })).toEqual([]);
  });
});

import { PASSWORD_MESSAGES } from '@better-deals/domain';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { tokenFor } from '../test/auth-helpers';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bd-cli-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function createAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-admin.ts', ...args],
      // DATABASE_URL empty: a developer's .env must not send this test to their real database.
      {
        cwd: API_DIR,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          DATABASE_URL: '',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('the first super admin, made with npm run create-admin', () => {
  it('is created in the data folder and can then sign in by username or email', async () => {
    const made = await createAdmin(
      '--email',
      'Owner@Example.com',
      '--username',
      'owner',
      '--password',
      'Lekki-Sunrise-2026',
      '--name',
      'Store Owner',
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('Created super admin owner@example.com (username owner).');

    const again = await createAdmin(
      '--email',
      'owner@example.com',
      '--username',
      'owner2',
      '--password',
      'Lekki-Sunrise-2026',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account with this email already exists.');

    const bad = await createAdmin('--email', 'x@example.com', '--username', 'xavier', '--password', 'short');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Password must be at least 10 characters.');
    const common = await createAdmin(
      '--email',
      'x@example.com',
      '--username',
      'xavier',
      '--password',
      'qwertyuiop',
    );
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(PASSWORD_MESSAGES.tooCommon);

    const wrongRole = await createAdmin(
      '--email',
      'y@example.com',
      '--username',
      'yemi',
      '--password',
      'long enough',
      '--role',
      'customer',
    );
    expect(wrongRole.code).toBe(1);
    expect(wrongRole.stderr).toContain('role must be superadmin or admin.');

    const unknownFlag = await createAdmin('--emial', 'z@example.com');
    expect(unknownFlag.code).toBe(1);
    expect(unknownFlag.stderr).toContain('Usage: npm run create-admin');

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp({ config, database: await openDatabase({ kind: 'pglite', dataDir }) });
    try {
      const token = await tokenFor(app, 'OWNER', 'Lekki-Sunrise-2026');
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json()).toMatchObject({
        data: { email: 'owner@example.com', name: 'Store Owner', role: 'superadmin' },
      });
      const staff = await app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(staff.statusCode).toBe(200);
      const audit = await app.inject({
        method: 'GET',
        url: '/api/admin/audit',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(audit.json()).toMatchObject({
        data: expect.arrayContaining([expect.objectContaining({ action: 'staff.create', actorId: null })]),
      });
    } finally {
      await app.close();
    }
  });

  it('refuses while a server holds the embedded data folder', async () => {
    const held = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const res = await createAdmin(
        '--email',
        'late@example.com',
        '--username',
        'late',
        '--password',
        'long enough pw',
      );
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('is already in use by another Better Deals process');
    } finally {
      await held.close();
    }
  });
});

import { parseArgs } from 'node:util';
import { CreateStaffInput, STAFF_ROLE_VALUES } from '@better-deals/domain';
import { z } from 'zod';
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { parseInput } from '../lib/validate';
import { createAuditService } from '../modules/audit/audit.service';
import { createUsersService } from '../modules/users/users.service';

const USAGE =
  'Usage: npm run create-admin -- --email E --username U --password P [--name N] [--role superadmin|admin]';

// The same contract as the API's, plus the role: the command line is how super admins come to be.
const Input = CreateStaffInput.extend({
  role: z.enum(STAFF_ROLE_VALUES, { error: 'role must be superadmin or admin.' }).default('superadmin'),
});

/** `npm run create-admin`: creates a staff account in the configured database. */
async function main(): Promise<void> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { role, ...input } = parseInput(Input, values);

  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const users = createUsersService({ db: database.db, audit: createAuditService({ db: database.db }) });
    const member = await users.createStaff(input, role, { actor: null, ip: null });
    console.log(
      `Created ${role === 'superadmin' ? 'super admin' : 'admin'} ${member.email} (username ${member.username}). ` +
        'They can sign in at /admin.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

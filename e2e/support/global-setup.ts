import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, startServer, tempDataDir, waitReady } from '../../apps/api/src/test/server-process';
import { startSmtpStandIn, type SmtpStandIn } from '../../apps/api/src/test/smtp-stand-in';
import { JOURNEY_SERVER_SETTINGS, superAdmin } from './accounts';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');

const log = (message: string) => console.log(`[e2e] ${message}`);

/** Runs an npm script from the repository root; on failure, shows what it printed. */
async function npm(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await run('npm', args, { cwd: REPO, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/** Drops failure artefacts of runs older than a day (each run writes to test-results/<run id>). */
function pruneOldRunOutput(): void {
  const root = path.join(REPO, 'test-results');
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  let entries: string[] = [];
  try {
    entries = readdirSync(root);
  } catch {
    return; // no test-results yet
  }
  for (const entry of entries) {
    const folder = path.join(root, entry);
    try {
      if (statSync(folder).mtimeMs < dayAgo) rmSync(folder, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

/**
 * One production server for the whole run, on a fresh embedded database:
 * 1. builds the web app into the run's own temp folder (parallel runs never share a build),
 * 2. creates the super admin with the CLI (while no server holds the data folder),
 * 3. starts the server on a free port (the first start seeds the demo catalogue),
 * 4. hands its address to the tests in E2E_BASE_URL (workers inherit the environment).
 * The server sends its email (order confirmations, reset links) to a local SMTP stand-in, which
 * appends each message to the file named in E2E_MAIL_LOG, one JSON line each (see mailbox.ts).
 * Returns the teardown: stop the server, delete the temp folder.
 *
 * E2E_SKIP_BUILD=1 serves the existing apps/web/dist instead of building (quick reruns).
 * E2E_BASE_URL=http://... runs the journeys against a server that is already up (nothing is
 * built or started; journeys that sign in need the super admin from accounts.ts to exist there).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  pruneOldRunOutput();
  if (process.env.E2E_BASE_URL) {
    log(`using the server already running at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  const started = Date.now();
  const tmp = tempDataDir();
  const dataDir = path.join(tmp, 'data');
  let smtp: SmtpStandIn | undefined;
  const cleanup = () => {
    void smtp?.close();
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    // The build and the new database are independent: both at once.
    const skipBuild = process.env.E2E_SKIP_BUILD === '1';
    const webDist = skipBuild ? path.join(REPO, 'apps/web/dist') : path.join(tmp, 'web');
    if (skipBuild && !existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('E2E_SKIP_BUILD=1 needs a build in apps/web/dist: run `npm run build` first.');
    }
    log(skipBuild ? 'using the existing build in apps/web/dist' : 'building the web app...');
    log('creating the super admin...');
    await Promise.all([
      skipBuild
        ? Promise.resolve()
        : npm(['run', 'build', '-w', 'apps/web'], { ...process.env, WEB_OUT_DIR: webDist }),
      npm(
        [
          'run',
          'create-admin',
          '--',
          '--email',
          superAdmin.email,
          '--username',
          superAdmin.username,
          '--password',
          superAdmin.password,
          '--name',
          superAdmin.name,
          '--role',
          'superadmin',
        ],
        // The embedded database even when a .env names a PostgreSQL server.
        { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      ),
    ]);

    // Every message the server sends, for journeys that follow a link in an email.
    const mailLog = path.join(tmp, 'mail.jsonl');
    smtp = await startSmtpStandIn({
      onMessage: ({ to, data }) => appendFileSync(mailLog, `${JSON.stringify({ to, data })}\n`),
    });
    process.env.E2E_MAIL_LOG = mailLog;

    const port = await freePort();
    log(`starting the server on port ${port} (the first start seeds the catalogue)...`);
    const server = startServer({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      ...JOURNEY_SERVER_SETTINGS,
      LOGIN_FAILURES_PER_15_MIN: '1000',
      // Every journey signs up from this one address.
      SIGNUPS_PER_IP_PER_HOUR: '100000',
      SIGNUPS_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: smtp.url(),
    });
    // Should the test runner itself crash, the server goes with it.
    const killServer = () => server.child.kill('SIGKILL');
    process.once('exit', killServer);
    try {
      // Seeding generates ~280 product photos: well under a minute on an idle machine, far
      // longer on a busy one.
      await waitReady(port, server, 600_000);
    } catch (error) {
      server.child.kill('SIGKILL');
      throw error;
    }

    const baseURL = `http://127.0.0.1:${port}`;
    process.env.E2E_BASE_URL = baseURL;
    // Journeys that start a store of their own (Paystack's) serve the same build.
    process.env.E2E_WEB_DIST = webDist;
    log(`ready on ${baseURL} after ${Math.round((Date.now() - started) / 1000)} s`);

    return async () => {
      process.off('exit', killServer);
      if (server.child.exitCode !== null) {
        console.error(`[e2e] the server stopped during the run (exit ${server.child.exitCode}):`);
        console.error(server.output().slice(-4000));
      } else {
        server.child.kill('SIGTERM');
        const stopped = await Promise.race([
          server.exited.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
        ]);
        if (!stopped) server.child.kill('SIGKILL');
      }
      cleanup();
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}

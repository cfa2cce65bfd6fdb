import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The Node flags `npm start` gives the server (apps/api/package.json's start script, decision
 * 031), so the tests and the bench run it as a store runs.
 */
function serverNodeFlags(apiDir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = /\bnode((?: --\S+)*) --import tsx src\/server\.ts\b/.exec(pkg.scripts.start ?? '')?.[1];
  if (flags === undefined)
    throw new Error(`the start script no longer reads 'node … --import tsx src/server.ts'`);
  return flags.split(' ').filter((flag) => flag !== '');
}

/**
 * Starts the server of `apiDir` (this checkout's by default; the bench's before-and-after
 * comparison starts another checkout's) with `env` and nothing else of this process's environment.
 */
export function startServer(env: Record<string, string>, apiDir = API_DIR): Running {
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags(apiDir), '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Asks a started server to stop (SIGTERM) and waits until it has; at once if it already ended. */
export async function stopServer(run: Running): Promise<void> {
  if (run.child.exitCode !== null) return;
  run.child.kill('SIGTERM');
  await run.exited;
}

export async function waitReady(port: number, run: Running, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server never became ready:\n${run.output()}`);
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'bd-server-'));
}

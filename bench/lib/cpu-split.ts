import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Processor time spent by each side of a measurement, in milliseconds. */
export interface CpuSplit {
  /** The store's processes: the server and the processes it started (one per core). */
  server: number;
  /** Every PostgreSQL process on the machine (the embedded database runs inside the server). */
  database: number;
  /** This process, which sends the requests. */
  loadGenerator: number;
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second, in which /proc counts processor time. */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** A process's name, parent and processor time (user and system, in ticks), from /proc. */
function processStat(pid: string): { name: string; parent: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are plain.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return { name, parent: fields[1] ?? '', ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/**
 * Processor time so far of the server whose process is `serverPid` (with its children), of the
 * PostgreSQL processes and of this one. Undefined where there is no /proc (not Linux). A
 * process that ends between two readings takes its time with it, so the server's and the
 * database's long-lived processes are what this measures.
 */
function cpuSoFar(serverPid: number): CpuSplit | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  const ms = (ticks: number) => (ticks * 1000) / clockTicks();
  let server = 0;
  let database = 0;
  for (const pid of entries) {
    const stat = processStat(pid);
    if (!stat) continue;
    if (pid === String(serverPid) || stat.parent === String(serverPid)) server += stat.ticks;
    else if (stat.name === 'postgres') database += stat.ticks;
  }
  const own = process.cpuUsage();
  return { server: ms(server), database: ms(database), loadGenerator: (own.user + own.system) / 1000 };
}

/** The processor time spent between two readings, per request. */
function cpuPerRequest(before: CpuSplit, after: CpuSplit, requests: number): CpuSplit {
  const per = (key: keyof CpuSplit) =>
    Math.round(((after[key] - before[key]) / Math.max(1, requests)) * 100) / 100;
  return { server: per('server'), database: per('database'), loadGenerator: per('loadGenerator') };
}

/**
 * Runs a load (`run`) and reads the processor time each side spent on it, per request answered;
 * `cpuMs` is left out without a server process to read or where there is no /proc.
 */
export async function withCpu<T extends { requests: { total: number } }>(
  serverPid: number | undefined,
  run: () => Promise<T>,
): Promise<{ result: T; cpuMs?: CpuSplit }> {
  const before = serverPid === undefined ? undefined : cpuSoFar(serverPid);
  const result = await run();
  const after = serverPid === undefined ? undefined : cpuSoFar(serverPid);
  return { result, ...(before && after && { cpuMs: cpuPerRequest(before, after, result.requests.total) }) };
}

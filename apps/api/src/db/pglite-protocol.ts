import type { ThreadFailure } from '../lib/thread-failure';

/** What the server's thread and the embedded database's thread say to each other. */

/**
 * How the database's thread starts (its first message): its folder, or a dump to start an
 * in-memory cluster from.
 */
export interface PgliteThreadStart {
  /** The cluster's folder (`<data>/pgdata`), or undefined for a database in memory. */
  dataDir: string | undefined;
  /** A dump (`dumpDataDir`) to start a new cluster from: a Blob crosses threads without a copy. */
  loadDataDir: Blob | undefined;
}

export type PgliteRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values come back as PostgreSQL wrote them (dates and intervals, for drizzle). */
      textTypes: number[];
      /** The open transaction the statement belongs to, if any. */
      tx: number | undefined;
    }
  | {
      op: 'read';
      /**
       * A read outside any transaction as the wire protocol's messages (parse, bind, describe,
       * execute, sync), made and read back by the server's thread (pglite-thread.ts).
       */
      message: Uint8Array;
    }
  | { op: 'exec'; sql: string; tx: number | undefined }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

/** A statement's answer, as PGlite gives it. */
export interface PgliteResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export type PgliteReply = { id: number } & (
  { ok: true; value: unknown } | { ok: false; error: ThreadFailure }
);

/** The first message of the database's thread: open and ready, or why not. */
export type PgliteReady =
  | {
      ready: true;
      /** Each array type with its element's type, `[element, array]`, as PGlite reads them at start. */
      arrayTypes: [number, number][];
    }
  | { ready: false; error: ThreadFailure };

/** Parsers that leave a value as PostgreSQL wrote it, by type. */
export type TextParsers = Record<number, (value: string) => string>;

const keptAsText = new Map<string, TextParsers>();

/**
 * Parsers that leave `types`' values as PostgreSQL wrote them, made once per set of types: what
 * a caller's own parsers mean (drizzle's driver keeps dates and intervals as text), read so by
 * both threads.
 */
export function textParsersFor(types: readonly (number | string)[]): TextParsers {
  const key = types.join(',');
  let parsers = keptAsText.get(key);
  if (!parsers) {
    const keep = (value: string) => value;
    parsers = Object.fromEntries(types.map((type) => [Number(type), keep]));
    keptAsText.set(key, parsers);
  }
  return parsers;
}

/**
 * The pieces one after another in a buffer of their own: one that can move to the other thread
 * (a piece may be a slice of Node's shared pool, or of the database's memory, and neither can).
 */
export function joinBytes(pieces: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    joined.set(piece, at);
    at += piece.length;
  }
  return joined;
}

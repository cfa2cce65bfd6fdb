import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves too little. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli quality for answers compressed as they are sent (fast enough for every request). */
export const ON_THE_FLY_BROTLI_QUALITY = 4;

/** Brotli quality for answers cached in memory: compressed once, sent many times. */
const STORED_BROTLI_QUALITY = 9;

export type StoredEncoding = 'br' | 'gzip' | 'identity';

/** The encodings the server offers, best first: the same on every Node version. */
export const OFFERED_ENCODINGS: StoredEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding the compression plugin chooses for an answer of `bytes` to this request. A client
 * that accepts none of the offered encodings gets the answer as it is, as from the plugin.
 */
export function encodingFor(request: FastifyRequest, bytes: number): StoredEncoding {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || request.headers['x-no-compression'] !== undefined) return 'identity';
  if (bytes < COMPRESSION_THRESHOLD) return 'identity';
  // The plugin reads "*" and "x-gzip" as gzip.
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), OFFERED_ENCODINGS) ?? 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a stored answer once, off the main thread. */
export function compressStored(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

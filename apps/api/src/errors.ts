import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgError } from './db/pg-errors';
import { fieldMessage } from './lib/validate';

export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal'
  | 'unavailable';

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};

/** An error a client may be shown: its message is safe to send. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** A stable code for outcomes a client branches on (e.g. `stale_version`). */
    readonly code?: string,
    readonly headers?: Record<string, string>,
    /** More for the client to act on, sent beside the message (an order's new total, stock left). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get statusCode(): number {
    return STATUS[this.kind];
  }
}

export interface ErrorBody {
  success: false;
  message: string;
  code?: string;
}

function kindFromStatus(status: number): ErrorKind {
  const entry = Object.entries(STATUS).find(([, s]) => s === status);
  return (entry?.[0] as ErrorKind | undefined) ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** Safe texts for errors the framework or Node raise before a route runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * What a failed request writes to the log. A failed query's message carries its parameters
 * (sign-in identifiers, names, search text): only the SQL text and the database's own error
 * code and message are kept, never the values or the database's detail line.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  const safe = new Error(`Failed query: ${cause?.message ?? 'unknown database error'}`);
  safe.name = 'DrizzleQueryError';
  // The original stack starts with its message (parameters included): keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return Object.assign(safe, { query: error.query, code: cause?.code });
}

/** PostgreSQL's code for a statement cancelled: past its `statement_timeout`, or by an operator. */
const QUERY_CANCELED = '57014';

/**
 * A statement that ran past its time (decision 024): the database was too busy to answer in
 * time, so the client is told to come back rather than shown an error of ours.
 */
const TIMED_OUT = new AppError(
  'unavailable',
  'The store took too long to answer. Please try again in a few seconds.',
  'timed_out',
  { 'retry-after': '5' },
);

/**
 * A request that does not match its route's schema: a 400 naming the first bad field, as the
 * contracts word it. The path of the issue ('/items/0/quantity') becomes 'items.0.quantity'.
 */
function invalidInput(error: FastifyError): AppError {
  const [issue] = error.validation ?? [];
  const field = (issue?.instancePath ?? '').split('/').filter(Boolean).join('.');
  return new AppError('bad_request', fieldMessage(field, issue?.message ?? 'Invalid request.'));
}

function errorBody(message: string, code?: string, details?: Readonly<Record<string, unknown>>): ErrorBody {
  const body: ErrorBody = code ? { success: false, message, code } : { success: false, message };
  return details ? { ...details, ...body } : body;
}

/** The one mapping from errors to HTTP: `{ success: false, message }`, never internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const cancelled = !(thrown instanceof AppError) && pgError(thrown)?.code === QUERY_CANCELED;
    if (cancelled) {
      request.log.warn({ err: loggableError(thrown) }, 'a statement ran past its time and was cancelled');
    }
    const error = cancelled
      ? TIMED_OUT
      : !(thrown instanceof AppError) && hasZodFastifySchemaValidationErrors(thrown)
        ? invalidInput(thrown)
        : thrown;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.message, error.code, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.status(500).send(errorBody('Something went wrong on our side. Please try again.'));
    }
    // Framework errors (bad JSON, body too large, bad content type) carry a safe message.
    const kind = kindFromStatus(status);
    const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
    return reply.status(STATUS[kind] === status ? status : 400).send(errorBody(message));
  });
}

/**
 * Fastify's `frameworkErrors` option: a malformed address (bad percent-encoding, a parameter
 * too long) is answered in the app's shape with the security headers, as any other 400.
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    void reply
      .headers(headers)
      .status(400)
      .send(errorBody(FRAMEWORK_MESSAGES[error.code] ?? 'The request could not be read.'));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/**
 * Fastify's `clientErrorHandler` option: requests Node's parser refuses before Fastify sees them
 * (headers too large, a timeout, garbage) get the app's shape and security headers too.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
        status: 400,
        message: 'The request could not be read.',
      };
      const body = JSON.stringify(errorBody(message));
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

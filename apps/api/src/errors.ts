import type { FastifyError, FastifyInstance } from 'fastify';

export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal';

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
};

/** An error a client may be shown: its message is safe to send. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** A stable code for outcomes a client branches on (e.g. `stale_version`). */
    readonly code?: string,
    readonly headers?: Record<string, string>,
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

/** The one mapping from errors to HTTP: `{ success: false, message }`, never internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ErrorBody = { success: false, message: error.message };
      if (error.code) body.code = error.code;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    // Framework errors (bad JSON, body too large, bad content type) carry a safe message.
    const kind = kindFromStatus(status);
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : error.message;
    return reply.status(STATUS[kind] === status ? status : 400).send({ success: false, message });
  });
}

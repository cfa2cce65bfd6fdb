import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../lib/redact';

/**
 * The server's log of requests (at `info`, the default level): one line per request once it is
 * answered, with what was asked (method, address, client), the status and the time it took, as
 * an access log has it. The framework's own writes two, one as the request arrives, and one for
 * each of the calls a shopper page makes to the API in-process while it is rendered (three for the
 * store), which are part of the page's line here and write none: the store page wrote eight lines,
 * now one. The arrival is written at `debug`. Failures are still logged where they are handled
 * (errors.ts), with the request's id.
 */
class AccessLog extends LogController {
  private readonly quiet: (request: FastifyRequest) => boolean;

  constructor(quiet: (request: FastifyRequest) => boolean) {
    super();
    this.quiet = quiet;
  }

  /** At `debug` only: a request on its way in (a slow upload, one in flight at a shutdown). */
  override incomingRequest(request: FastifyRequest): void {
    if (!this.quiet(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.quiet(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The access log; `quiet` names the requests that write no line of their own. */
export function createAccessLog(quiet: (request: FastifyRequest) => boolean): LogController {
  return new AccessLog(quiet);
}

/**
 * How a request appears in the log: the framework's fields, with the values of secret and
 * personal query keys masked (`/reset-password?token=[redacted]`, `?email=[redacted]`), since
 * whoever reads the log may not see a reset link's token or a shopper's email.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger's serializers for request lines (pass them with the access log). */
export const ACCESS_LOG_SERIALIZERS = { req: serializeRequest };

import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as the framework parses them (prototype poisoning refused), except that an empty
 * body is no body: many clients send `Content-Type: application/json` on every call, a DELETE
 * included.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

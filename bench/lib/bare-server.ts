import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick: a bare Fastify route per case that answers, from memory, the very body the
 * store answered for that case. `node --import tsx bench/lib/bare-server.ts BODIES.json PORT`.
 */
const [bodiesFile, port] = process.argv.slice(2);
if (!bodiesFile || !port) throw new Error('usage: bare-server.ts BODIES.json PORT');
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
  const body = bodies[request.params.name];
  if (body === undefined) return reply.code(404).send({ message: 'no such case' });
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

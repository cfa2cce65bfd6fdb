import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_LOG_SERIALIZERS, createAccessLog } from './access-log';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let app: FastifyInstance | undefined;

/** A server logging at `level` into `lines`, whose requests marked `x-internal` write no line. */
async function serverLoggingTo(lines: Line[], level = 'info'): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  app = Fastify({
    logger: { level, stream, serializers: ACCESS_LOG_SERIALIZERS },
    logController: createAccessLog((request) => request.headers['x-internal'] === 'yes'),
  });
  app.get('/page', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the log of requests', () => {
  it('an operator reads one line per request answered: what was asked, by whom, its status and how long it took', async () => {
    const lines: Line[] = [];
    const server = await serverLoggingTo(lines);
    await server.inject({ url: '/page?x=1', remoteAddress: '203.0.113.7' });
    const requestLines = lines.filter((line) => line.req || line.res);
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/page?x=1', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect(line?.reqId).toBeTruthy();
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('a line shows no link token, email or payment reference from the address asked for', async () => {
    const lines: Line[] = [];
    const server = await serverLoggingTo(lines, 'debug');
    await server.inject({ url: '/page?token=Zx9_secret-token' });
    await server.inject({ url: '/page?number=BD-7K4M2Q&email=ada.obi%40example.com' });
    await server.inject({ url: '/page?trxref=BD-7K4M2Q&reference=BD-7K4M2Q&category=phones' });
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(text).not.toContain('Zx9_secret-token');
    expect(text).not.toContain('ada.obi');
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.req?.url)).toEqual([
      '/page?token=[redacted]',
      '/page?number=BD-7K4M2Q&email=[redacted]',
      '/page?trxref=[redacted]&reference=[redacted]&category=phones',
    ]);
  });

  it('a request on its way in is logged at debug only, so a shutdown with requests in flight can be followed', async () => {
    const lines: Line[] = [];
    const server = await serverLoggingTo(lines, 'debug');
    await server.inject({ url: '/page' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 20, req: { url: '/page' } });
  });

  it("a page's own calls to the API write no line of their own", async () => {
    const lines: Line[] = [];
    const server = await serverLoggingTo(lines);
    await server.inject({ url: '/page', headers: { 'x-internal': 'yes' } });
    expect(lines.filter((line) => line.req || line.res)).toEqual([]);
  });

  it('a request that failed is logged with its status and its error, under its request id', async () => {
    const lines: Line[] = [];
    const server = await serverLoggingTo(lines);
    const res = await server.inject({ url: '/broken' });
    expect(res.statusCode).toBe(500);
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ req: { url: '/broken' }, res: { statusCode: 500 } });
    expect(lines.some((line) => line.level >= 50 && line.reqId === completed?.reqId)).toBe(true);
  });
});

import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service';

/**
 * `GET /api/health`: `{ status: 'ok' }` while the database (and Redis, when configured) answer;
 * 503 naming what is down otherwise, so a load balancer stops sending shoppers here.
 */
export function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  // Answered even while the server turns shoppers away (decision 024): saturation passes in
  // seconds, and a load balancer taking every busy instance out at once would make a surge an outage.
  app.get('/health', { config: { alwaysAnswered: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const report = await health.check();
    if (report.ok) return { status: 'ok' };
    const down = Object.entries(report.checks)
      .filter(([, state]) => state === 'down')
      .map(([name]) => (name === 'database' ? 'The database' : 'Redis'));
    return reply.status(503).send({
      success: false,
      status: 'unavailable',
      message: `${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} not answering.`,
      checks: report.checks,
    });
  });
}

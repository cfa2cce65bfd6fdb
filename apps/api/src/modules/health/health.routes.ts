import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

const Healthy = z.object({ status: z.literal('ok') });
const Unhealthy = z.object({
  success: z.literal(false),
  status: z.literal('unavailable'),
  message: z.string(),
  checks: z.object({ database: z.enum(['ok', 'down']), redis: z.enum(['ok', 'down']).optional() }),
});

/**
 * `GET /api/health`: `{ status: 'ok' }` while the database (and Redis, when configured) answer;
 * 503 naming what is down otherwise, so a load balancer stops sending shoppers here.
 */
export function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  // Answered even while the server turns shoppers away (decision 024): saturation passes in
  // seconds, and a load balancer taking every busy instance out at once would make a surge an outage.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { alwaysAnswered: true },
      schema: {
        summary: 'Whether the store can serve',
        tags: ['health'],
        response: { 200: Healthy, 503: Unhealthy },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const report = await health.check();
      if (report.ok) return { status: 'ok' as const };
      const down = Object.entries(report.checks)
        .filter(([, state]) => state === 'down')
        .map(([name]) => (name === 'database' ? 'The database' : 'Redis'));
      return reply.status(503).send({
        success: false,
        status: 'unavailable',
        message: `${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} not answering.`,
        checks: report.checks,
      });
    },
  );
}

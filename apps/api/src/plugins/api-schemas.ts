import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedFor } from '../modules/auth/auth.plugin';

/** The API's version in its document: the API package's. */
export const API_VERSION = '0.1.0';

/** Where the API describes itself: the OpenAPI document and its readable reference. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The bearer token staff and signed-in shoppers send; staff-only operations name it. */
const BEARER_AUTH = 'bearerAuth';
/** An operation's security requirement when it needs a signed-in user (or a staff member). */
const signedIn = [{ [BEARER_AUTH]: [] }];

/**
 * Request and response schemas for every API route, from the domain's zod contracts: Fastify
 * validates what arrives (the handler gets typed input) and serialises what leaves through them,
 * and the same schemas generate the OpenAPI 3.1 document at /api/openapi.json and the reference
 * at /api/docs. Routes outside /api (pages and files) are left out of the document.
 */
export async function registerApiSchemas(
  app: FastifyInstance,
  { version, strict = false }: { version: string; strict?: boolean },
): Promise<void> {
  // A request with no body (or no query) is read as an empty object, so a contract whose fields
  // are all optional accepts it and one with required fields names the first missing one.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => validate(data ?? {});
  });
  app.setSerializerCompiler(strict ? strictSerializerCompiler : compiledSerializerCompiler);
  // Operations behind a sign-in guard carry the bearer requirement, and say who may call them.
  app.addHook('onRoute', (route) => {
    const who = guardedFor(route.onRequest);
    if (!who || !route.url.startsWith('/api/')) return;
    // A copy: a GET's HEAD twin shares its schema object, and would have the note twice.
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      security: signedIn,
      description: [
        schema.description,
        who === 'any' ? 'Signed-in users only.' : `Staff only: ${who.join(', ')}.`,
      ]
        .filter(Boolean)
        .join(' '),
    };
  });

  const transform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Better Deals API',
        description:
          'The store’s HTTP API: the catalogue, flash deals, accounts and sessions, carts and wishlists, orders and payments, and the staff’s administration. Errors answer `{ success: false, message, code? }`; prices are naira.',
        version,
      },
      components: {
        securitySchemes: {
          [BEARER_AUTH]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token from POST /api/auth/login (15 minutes; renewed with POST /api/auth/refresh).',
          },
        },
      },
    },
    transform: (document) =>
      document.url.startsWith('/api/') ? transform(document) : { schema: { hide: true }, url: document.url },
  });
  // The store's own security headers (a strict same-origin CSP) cover the reference's page too; it
  // asks no outside validator about the document.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null } });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      OPENAPI_PATH,
      { schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } } },
      async () => app.swagger() as unknown as { openapi: string },
    );
}

/**
 * Outside tests, an answer is written by Fastify's own serialiser (fast-json-stringify) compiled
 * from its zod schema's JSON Schema: it writes the schema's fields only, as zod's encoding does,
 * in about a quarter of the time (a flash-deals answer: 11 µs instead of 41; decision 078). A
 * schema JSON Schema cannot express falls back to zod. Tests serialise strictly (below), and
 * `api-schemas.test.ts` checks both write the same bytes.
 */
const compiledSerializerCompiler: typeof serializerCompiler = (route) => {
  const schema: unknown = route.schema;
  if (schema instanceof z.ZodType) {
    try {
      const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
      return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    } catch {
      // A schema JSON Schema cannot express (a transform, say): zod writes it.
    }
  }
  return serializerCompiler(route);
};

/**
 * Tests serialise strictly: an answer holding a field its schema does not name fails loudly
 * instead of losing the field on the way out (a schema that forgot one would otherwise drop it
 * from every answer without a word).
 */
const strictSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialise = serializerCompiler(route);
  return (data) => {
    const json = serialise(data);
    const dropped = droppedFields(JSON.parse(JSON.stringify(data)) as unknown, JSON.parse(json) as unknown);
    if (dropped.length > 0) {
      throw new Error(`${route.method} ${route.url}: the response schema drops ${dropped.join(', ')}`);
    }
    return json;
  };
};

/** Paths of fields `before` holds and `after` lost. */
function droppedFields(before: unknown, after: unknown, path = ''): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    return before.flatMap((item, i) => droppedFields(item, after[i], `${path}[${i}]`));
  }
  if (before === null || after === null || typeof before !== 'object' || typeof after !== 'object') return [];
  const kept = after as Record<string, unknown>;
  return Object.entries(before as Record<string, unknown>).flatMap(([key, value]) =>
    key in kept ? droppedFields(value, kept[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

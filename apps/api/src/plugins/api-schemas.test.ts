import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { DOCS_PREFIX, OPENAPI_PATH } from './api-schemas';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
  description?: string;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<OpenApi> {
  const res = await t.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApi>();
}

function operations(doc: OpenApi) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('the API describes itself', () => {
  it('a client generator reads a valid OpenAPI 3.1 document at /api/openapi.json', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('every operation says what it answers, and every address parameter is described', async () => {
    const gaps = operations(await document()).flatMap(({ path, method, operation }) => {
      const problems: string[] = [];
      const described = Object.values(operation.responses ?? {}).some((r) => r.content !== undefined);
      if (!described) problems.push('no response schema');
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === name)) {
          problems.push(`path parameter ${name} undescribed`);
        }
      }
      return problems.map((p) => `${method.toUpperCase()} ${path}: ${p}`);
    });
    expect(gaps).toEqual([]);
  });

  it('staff-only operations name their bearer-token requirement and who may call them', async () => {
    const staff = operations(await document()).filter(({ path }) => path.startsWith('/api/admin/'));
    expect(staff.length).toBeGreaterThan(0);
    for (const { path, method, operation } of staff) {
      expect(operation.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      expect(operation.description, `${method} ${path}`).toMatch(/Staff only: [^.]+\.$/);
      expect(operation.description?.match(/Staff only/g), `${method} ${path}`).toHaveLength(1);
    }
  });

  it('pages and files of the web app are not in the document', async () => {
    const doc = await document();
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(Object.keys(doc.paths)).not.toContain(OPENAPI_PATH);
  });

  it('a developer reads the reference at /api/docs', async () => {
    const res = await t.app.inject({ url: `${DOCS_PREFIX}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});

import type { Product } from '@better-deals/domain';
import path from 'node:path';
import { expect } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { multipart, productFields, testImage, type FilePart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A test app with a signed-in admin and two small pictures to upload. */
export interface ProductAdmin {
  t: TestApp;
  admin: Record<string, string>;
  png: Buffer;
  jpeg: Buffer;
}

/** Opens the file's app and signs an admin in. */
export async function openProductAdmin(): Promise<ProductAdmin> {
  const t = await createTestApp();
  const admin = (await signInAs(t, 'admin')).headers;
  const png = await testImage('png');
  const jpeg = await testImage('jpeg', '#ef4444');
  return { t, admin, png, jpeg };
}

/** Sending product forms and finding their image files, for the file's app once it is open. */
export function productWriteHelpers(current: () => ProductAdmin) {
  const uploadsDir = () => path.join(current().t.config.dataDir, 'uploads');
  const filesOf = (p: Product) =>
    p.images.flatMap((i) => i.widths.map((w) => path.join(uploadsDir(), `${i.public_id}-${w}.webp`)));

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    fields: Record<string, string>,
    files: FilePart[] = [{ filename: 'a.png', data: current().png }],
  ) {
    const body = await multipart(fields, files);
    return current().t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  async function create(
    fields: Record<string, string> = {},
    files: FilePart[] = [{ filename: 'a.png', data: current().png }],
  ): Promise<Product> {
    const res = await send('POST', '/api/products', current().admin, productFields(fields), files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Product }>().data;
  }

  return { uploadsDir, filesOf, send, create };
}

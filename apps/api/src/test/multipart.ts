import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

export interface FilePart {
  name?: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData would send it, for `app.inject` or fetch. */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      f.name ?? 'images',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }),
      f.filename,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

/** A small real picture in the given format. */
export function testImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png',
  colour = '#3b82f6',
): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** The text fields of a valid product form. */
export function productFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Tecno Spark 20 Pro',
    price: '135000',
    originalPrice: '150000',
    category: 'Electronics',
    description: 'A fast phone with a big battery.',
    stock: '25',
    status: 'active',
    brand: 'Tecno',
    specifications: JSON.stringify({ Storage: '256 GB', RAM: '8 GB' }),
    tags: JSON.stringify(['phone', 'android']),
    ...overrides,
  };
}

/** Posts a product form with one PNG, as the admin screen does, and returns the raw answer. */
export async function postProductForm(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const form = await multipart(fields, [{ filename: 'a.png', data: await testImage('png') }]);
  return app.inject({
    method: 'POST',
    url: '/api/products',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

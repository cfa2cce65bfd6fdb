import { MessageResponseSchema, ProductIdParams, ProductSchema } from '@better-deals/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../auth/auth.plugin';
import { readProductForm } from './product-form';
import type { ProductsService } from './products.service';

const staffOnly = requireRole('admin', 'superadmin');

const context = (req: FastifyRequest) => ({ actor: currentUser(req), ip: req.ip });

const tags = ['catalogue'];
/** `{ success: true, message, data }`: the product as saved. */
const ProductSaved = MessageResponseSchema.extend({ data: ProductSchema });

/**
 * The product form is read by its handler (readProductForm), not by a body schema: a multipart
 * form of the product's fields and its `images` files, or JSON for a text-only edit.
 */
const form = {
  consumes: ['multipart/form-data', 'application/json'],
  description:
    'A multipart form: the product’s fields as text (specifications and tags as JSON) and up to 8 `images` files; or a JSON object of the fields for an edit without new images.',
};

/** Staff writes to the catalogue: create, edit and delete, with image uploads. */
export function productsRoutes(app: FastifyInstance, { productsAdmin }: { productsAdmin: ProductsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Who is asking is settled before a byte of the body is read: a stranger's upload is refused
  // at the door, and JSON bodies keep the app's 1 MB limit (photos come as multipart, whose
  // limits are per file).
  const options = { onRequest: staffOnly };

  api.post(
    '/products',
    {
      ...options,
      schema: { summary: 'Create a product', tags, ...form, response: { 201: ProductSaved } },
    },
    async (req, reply) => {
      const product = await productsAdmin.create(await readProductForm(req), context(req));
      return reply.status(201).send({ success: true, message: 'Product created.', data: product });
    },
  );

  api.put(
    '/products/:id',
    {
      ...options,
      schema: {
        summary: 'Edit a product',
        tags,
        ...form,
        params: ProductIdParams,
        response: { 200: ProductSaved },
      },
    },
    async (req) => {
      const product = await productsAdmin.update(req.params.id, await readProductForm(req), context(req));
      return { success: true as const, message: 'Product updated.', data: product };
    },
  );

  api.delete(
    '/products/:id',
    {
      ...options,
      schema: {
        summary: 'Delete a product',
        tags,
        params: ProductIdParams,
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => {
      await productsAdmin.remove(req.params.id, context(req));
      return { success: true as const, message: 'Product deleted.' };
    },
  );
}

import { ProductIdParams } from '@better-deals/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole } from '../auth/auth.plugin';
import { readProductForm } from './product-form';
import type { ProductsService } from './products.service';

const staffOnly = requireRole('admin', 'superadmin');

const context = (req: FastifyRequest) => ({ actor: currentUser(req), ip: req.ip });

/** Staff writes to the catalogue (spec §7): create, edit and delete, with image uploads. */
export function productsRoutes(app: FastifyInstance, { productsAdmin }: { productsAdmin: ProductsService }) {
  // Who is asking is settled before a byte of the body is read: a stranger's upload is refused
  // at the door, and JSON bodies keep the app's 1 MB limit (photos come as multipart, whose
  // limits are per file).
  const options = { onRequest: staffOnly };

  app.post('/products', options, async (req, reply) => {
    const product = await productsAdmin.create(await readProductForm(req), context(req));
    return reply.status(201).send({ success: true, message: 'Product created.', data: product });
  });

  app.put('/products/:id', options, async (req) => {
    const { id } = parseInput(ProductIdParams, req.params);
    const product = await productsAdmin.update(id, await readProductForm(req), context(req));
    return { success: true, message: 'Product updated.', data: product };
  });

  app.delete('/products/:id', options, async (req) => {
    const { id } = parseInput(ProductIdParams, req.params);
    await productsAdmin.remove(id, context(req));
    return { success: true, message: 'Product deleted.' };
  });
}

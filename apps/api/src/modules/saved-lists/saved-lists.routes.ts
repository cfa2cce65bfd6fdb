import { SavedCartInput, SavedWishlistInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { SavedListsService } from './saved-lists.service';

/** The signed-in customer's cart and wishlist, kept on the server across devices. */
export function savedListsRoutes(app: FastifyInstance, { savedLists }: { savedLists: SavedListsService }) {
  app.get('/account/cart', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await savedLists.cart(currentUser(req).id),
  }));

  app.put('/account/cart', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await savedLists.saveCart(currentUser(req).id, parseInput(SavedCartInput, req.body)),
  }));

  app.post('/account/cart/merge', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await savedLists.mergeCart(currentUser(req).id, parseInput(SavedCartInput, req.body)),
  }));

  app.get('/account/wishlist', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await savedLists.wishlist(currentUser(req).id),
  }));

  app.put('/account/wishlist', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await savedLists.saveWishlist(currentUser(req).id, parseInput(SavedWishlistInput, req.body)),
  }));

  app.post('/account/wishlist/merge', { onRequest: requireUser }, async (req) => ({
    success: true,
    data: await savedLists.mergeWishlist(currentUser(req).id, parseInput(SavedWishlistInput, req.body)),
  }));
}

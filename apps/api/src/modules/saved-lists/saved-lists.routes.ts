import {
  ItemResponseSchema,
  SavedCartInput,
  SavedCartSchema,
  SavedWishlistInput,
  SavedWishlistSchema,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { SavedListsService } from './saved-lists.service';

const tags = ['saved lists'];
const Cart = { 200: ItemResponseSchema(SavedCartSchema) };
const Wishlist = { 200: ItemResponseSchema(SavedWishlistSchema) };

/** The signed-in customer's cart and wishlist, kept on the server across devices. */
export function savedListsRoutes(app: FastifyInstance, { savedLists }: { savedLists: SavedListsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/account/cart',
    { onRequest: requireUser, schema: { summary: 'The saved cart', tags, response: Cart } },
    async (req) => ({ success: true as const, data: await savedLists.cart(currentUser(req).id) }),
  );

  api.put(
    '/account/cart',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Replace the saved cart with the browser’s',
        tags,
        body: SavedCartInput,
        response: Cart,
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedLists.saveCart(currentUser(req).id, req.body),
    }),
  );

  api.post(
    '/account/cart/merge',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Merge the browser’s cart into the saved one (on sign-in)',
        tags,
        body: SavedCartInput,
        response: Cart,
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedLists.mergeCart(currentUser(req).id, req.body),
    }),
  );

  api.get(
    '/account/wishlist',
    { onRequest: requireUser, schema: { summary: 'The saved wishlist', tags, response: Wishlist } },
    async (req) => ({ success: true as const, data: await savedLists.wishlist(currentUser(req).id) }),
  );

  api.put(
    '/account/wishlist',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Replace the saved wishlist with the browser’s',
        tags,
        body: SavedWishlistInput,
        response: Wishlist,
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedLists.saveWishlist(currentUser(req).id, req.body),
    }),
  );

  api.post(
    '/account/wishlist/merge',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Merge the browser’s wishlist into the saved one (on sign-in)',
        tags,
        body: SavedWishlistInput,
        response: Wishlist,
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedLists.mergeWishlist(currentUser(req).id, req.body),
    }),
  );
}

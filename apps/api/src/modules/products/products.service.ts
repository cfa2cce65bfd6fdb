import {
  KeptImagesInput,
  PRODUCT_LIMITS,
  ProductInput,
  ProductVersionInput,
  nairaToKobo,
  type Product,
  type ProductImage,
} from '@better-deals/domain';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { products, type NewProductRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { parseInput } from '../../lib/validate';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.types';
import type { ImageStore } from '../images/image-store';
import { productColumns, toProduct, type ProductRecord } from '../catalogue/product-mapper';
import type { ProductForm } from './product-form';

export interface StaffContext {
  actor: AuthUser;
  ip: string;
}

const STALE_MESSAGE =
  'Someone else saved this product after you opened it. Reload to see the latest version, then make your changes again.';

function generatedSku(category: string): string {
  const prefix =
    category
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD';
  return `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

function rowValues(input: ProductInput, sku: string): Omit<NewProductRow, 'images'> {
  return {
    title: input.title,
    description: input.description,
    brand: input.brand,
    category: input.category,
    priceKobo: nairaToKobo(input.price),
    originalPriceKobo: input.originalPrice === undefined ? null : nairaToKobo(input.originalPrice),
    discount: input.discount,
    stock: input.stock,
    sku,
    status: input.status,
    specifications: input.specifications,
    tags: input.tags,
  };
}

/** The write side of the catalogue: staff create, edit and delete products with their images. */
export function createProductsService({
  db,
  imageStore,
  audit,
}: {
  db: Db;
  imageStore: ImageStore;
  audit: AuditService;
}) {
  async function saveImages(form: ProductForm): Promise<ProductImage[]> {
    const saved: ProductImage[] = [];
    try {
      // One at a time: re-encoding is CPU-heavy and a 2-core server still has shoppers to serve.
      for (const file of form.files) saved.push(await imageStore.save(file.data));
      return saved;
    } catch (error) {
      await removeImages(saved);
      throw error instanceof AppError
        ? error
        : new AppError('unsupported_media_type', 'One of the images could not be read as a picture.');
    }
  }

  async function removeImages(images: readonly ProductImage[]): Promise<void> {
    await Promise.all(images.map((image) => imageStore.remove(image)));
  }

  function skuTaken(sku: string): AppError {
    return new AppError('conflict', `A product with SKU "${sku}" already exists.`, 'duplicate_sku');
  }

  async function findAny(id: string): Promise<ProductRecord | undefined> {
    const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
    return row;
  }

  return {
    /** Creates a product from a staff form: validated fields and at least one image. */
    async create(form: ProductForm, ctx: StaffContext): Promise<Product> {
      const input = parseInput(ProductInput, form.fields);
      if (form.files.length === 0) throw new AppError('bad_request', 'images: add at least one image.');
      const images = await saveImages(form);
      try {
        for (let attempt = 0; ; attempt++) {
          const sku = input.sku ?? generatedSku(input.category);
          try {
            return await db.transaction(async (tx) => {
              const [row] = await tx
                .insert(products)
                .values({ ...rowValues(input, sku), images })
                .returning(productColumns);
              const product = toProduct(row as ProductRecord);
              await audit.record(
                {
                  actor: ctx.actor,
                  ip: ctx.ip,
                  action: 'product.create',
                  entityType: 'product',
                  entityId: product._id,
                  before: null,
                  after: product,
                },
                tx,
              );
              return product;
            });
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
            if (input.sku !== undefined) throw skuTaken(sku);
            if (attempt >= 3) throw error;
          }
        }
      } catch (error) {
        await removeImages(images);
        throw error;
      }
    },

    /**
     * Saves a staff edit made on `version`: kept images first in the given order, then new files.
     * An edit based on an older version is refused with 409, so nobody silently undoes another's save.
     */
    async update(id: string, form: ProductForm, ctx: StaffContext): Promise<Product> {
      const input = parseInput(ProductInput, form.fields);
      const { version } = parseInput(ProductVersionInput, form.fields);
      const current = await findAny(id);
      if (!current) throw new AppError('not_found', 'Product not found.');
      if (current.version !== version) throw new AppError('conflict', STALE_MESSAGE, 'stale_version');

      const keptIds =
        form.fields.images === undefined
          ? current.images.map((i) => i.public_id)
          : parseInput(KeptImagesInput, form.fields.images);
      const byId = new Map(current.images.map((i) => [i.public_id, i]));
      const kept: ProductImage[] = [];
      for (const publicId of new Set(keptIds)) {
        const image = byId.get(publicId);
        if (!image)
          throw new AppError('bad_request', 'images: an image to keep does not belong to this product.');
        kept.push(image);
      }
      if (kept.length + form.files.length === 0)
        throw new AppError('bad_request', 'images: a product needs at least one image.');
      if (kept.length + form.files.length > PRODUCT_LIMITS.imagesMax) {
        throw new AppError(
          'payload_too_large',
          `A product may have at most ${PRODUCT_LIMITS.imagesMax} images.`,
        );
      }

      const added = await saveImages(form);
      const images = [...kept, ...added];
      const sku = input.sku ?? current.sku;
      let product: Product;
      try {
        product = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(products)
            .set({
              ...rowValues(input, sku),
              images,
              version: sql`${products.version} + 1`,
              updatedAt: new Date(),
            })
            .where(and(eq(products.id, id), eq(products.version, version)))
            .returning(productColumns);
          if (!row) throw new AppError('conflict', STALE_MESSAGE, 'stale_version');
          const saved = toProduct(row);
          await audit.record(
            {
              actor: ctx.actor,
              ip: ctx.ip,
              action: 'product.update',
              entityType: 'product',
              entityId: id,
              before: toProduct(current),
              after: saved,
            },
            tx,
          );
          return saved;
        });
      } catch (error) {
        await removeImages(added);
        throw isUniqueViolation(error) ? skuTaken(sku) : error;
      }
      await removeImages(current.images.filter((i) => !images.some((k) => k.public_id === i.public_id)));
      return product;
    },

    /** Deletes a product for good: gone from every list, its image files removed. */
    async remove(id: string, ctx: StaffContext): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(products).where(eq(products.id, id)).returning(productColumns);
        if (!row) throw new AppError('not_found', 'Product not found.');
        await audit.record(
          {
            actor: ctx.actor,
            ip: ctx.ip,
            action: 'product.delete',
            entityType: 'product',
            entityId: id,
            before: toProduct(row),
            after: null,
          },
          tx,
        );
        return row;
      });
      await removeImages(removed.images);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

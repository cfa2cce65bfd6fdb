import {
  DEALS_PER_CYCLE,
  dealCycleAt,
  dealPricing,
  dealSalePriceKobo,
  dealUnits,
  type DealCycle,
  type FlashDeal,
  type FlashDealsResponse,
  type ProductDealResponse,
} from '@better-deals/domain';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeProduct, flashDealCycles, flashDeals, products } from '../../db/schema/index';
import { createSharedRead, type CatalogueGeneration } from '../catalogue/catalogue-generation';
import { productColumns, toProduct } from '../catalogue/product-mapper';

/** Old cycles are kept a week for reference, then dropped when a new cycle starts. */
const KEEP_CYCLES_MS = 7 * 24 * 60 * 60 * 1000;

/** A cycle's deals and its best deal. */
interface CycleDeals {
  featured: FlashDeal | null;
  deals: FlashDeal[];
}

export function createFlashDealsService({
  db,
  now = () => new Date(),
  generation,
}: {
  db: Db;
  now?: () => Date;
  /** When given, a cycle's deals are read once per catalogue change instead of once per request. */
  generation?: CatalogueGeneration;
}) {
  // One read per cycle and catalogue change: requests that come while it runs share it.
  const sharedRead = createSharedRead<CycleDeals>();

  /**
   * Picks the cycle's deals once: the first instance to ask inserts the cycle row and its deals in
   * one transaction; any other instance waits on the row's unique key and then reads the same deals.
   */
  async function ensureCycle(cycle: DealCycle): Promise<void> {
    const [existing] = await db
      .select({ id: flashDealCycles.id })
      .from(flashDealCycles)
      .where(eq(flashDealCycles.id, cycle.id));
    if (existing) return;
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(flashDealCycles)
        .values({ id: cycle.id, endsAt: cycle.endsAt })
        .onConflictDoNothing()
        .returning({ id: flashDealCycles.id });
      if (created.length === 0) return;
      // Discounted, in-stock products first, shuffled by the cycle's name so each cycle differs.
      const picks = await tx
        .select({ id: products.id, priceKobo: products.priceKobo, stock: products.stock })
        .from(products)
        .where(and(activeProduct, sql`${products.stock} > 0`))
        .orderBy(sql`(${products.discount} > 0) desc`, sql`md5(${products.id}::text || ${cycle.id})`)
        .limit(DEALS_PER_CYCLE);
      if (picks.length > 0) {
        await tx.insert(flashDeals).values(
          picks.map((p, position) => ({
            cycleId: cycle.id,
            productId: p.id,
            position,
            salePriceKobo: dealSalePriceKobo(p.priceKobo),
            dealStock: dealUnits(p.stock),
          })),
        );
      }
      await tx
        .delete(flashDealCycles)
        .where(lt(flashDealCycles.endsAt, new Date(cycle.startsAt.getTime() - KEEP_CYCLES_MS)));
    });
  }

  /** The cycle's deals (picked first if need be) and its best deal. */
  async function readDeals(cycle: DealCycle): Promise<CycleDeals> {
    await ensureCycle(cycle);
    const rows = await db
      .select({
        ...productColumns,
        claimed: flashDeals.claimed,
        dealStock: flashDeals.dealStock,
        salePriceKobo: flashDeals.salePriceKobo,
      })
      .from(flashDeals)
      .innerJoin(products, eq(products.id, flashDeals.productId))
      .where(and(eq(flashDeals.cycleId, cycle.id), activeProduct))
      .orderBy(asc(flashDeals.position));
    const deals: FlashDeal[] = rows.map((row) => {
      const p = toProduct(row);
      return {
        _id: p._id,
        title: p.title,
        category: p.category,
        brand: p.brand,
        price: p.price,
        ...dealPricing(p, row.salePriceKobo / 100),
        images: p.images,
        // What is left of the deal's own units, never more than the shelf holds; claimed counts
        // the units real orders of this cycle took.
        stock: Math.max(0, Math.min(row.dealStock - row.claimed, p.stock)),
        claimed: row.claimed,
        rating: p.rating,
        views: p.views,
      };
    });
    // The featured deal is the cycle's deepest discount; ties go to the better-rated product.
    const featured =
      [...deals].sort(
        (a, b) => b.discount - a.discount || b.rating - a.rating || a._id.localeCompare(b._id),
      )[0] ?? null;
    return {
      featured,
      deals: deals.filter((d) => d !== featured),
    };
  }

  /** The running cycle's deals, its best deal, and when it ends by the server's clock. */
  async function currentDeals(): Promise<Omit<FlashDealsResponse, 'success'>> {
    const at = now();
    const cycle = dealCycleAt(at);
    // Without a generation to tell when the catalogue changed, every request reads afresh.
    const key = generation && `${cycle.id}|${generation.stamp()}`;
    const { featured, deals } = await sharedRead(key, () => readDeals(cycle));
    return {
      featured,
      deals,
      endsAt: cycle.endsAt.toISOString(),
      serverTime: at.toISOString(),
    };
  }

  return {
    currentDeals,

    /**
     * The running cycle's deal on one product, while it has units left: the price its product
     * page shows, as the cart charges it (decision 016). From the cycle's deals already read.
     */
    async productDeal(id: string): Promise<Omit<ProductDealResponse, 'success'>> {
      const { featured, deals, endsAt } = await currentDeals();
      const deal = [featured, ...deals].find((d) => d?._id === id) ?? null;
      return { deal: deal && deal.stock > 0 ? deal : null, endsAt };
    },
  };
}

export type FlashDealsService = ReturnType<typeof createFlashDealsService>;
